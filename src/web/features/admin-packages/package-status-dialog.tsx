import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { useSetPackageStatus } from "./use-admin-packages.ts";

interface PackageStatusDialogProps {
  item: AdminPackage | null;
  onClose: () => void;
  /** After the change, with the server's words. */
  onChanged: (message: string) => void;
}

function consequence(item: AdminPackage): string {
  if (item.isActive) {
    const holders = `${item.activeSubscribers} active ${item.activeSubscribers === 1 ? "subscriber keeps" : "subscribers keep"}`;
    return `It leaves the Plans page and can no longer be bought. Its ${holders} it until their subscriptions end.`;
  }
  return "It goes back on sale on the Plans page.";
}

/** The confirmation before a package goes off sale, or back on (deactivate rather than delete). */
export function PackageStatusDialog({ item, onClose, onChanged }: PackageStatusDialogProps) {
  const setStatus = useSetPackageStatus();
  const close = () => {
    setStatus.reset();
    onClose();
  };
  const verb = item?.isActive ? "Deactivate" : "Activate";
  return (
    <Dialog
      open={item !== null}
      onClose={close}
      busy={setStatus.isPending}
      title={`${verb} package`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={setStatus.isPending}>
            Cancel
          </Button>
          <Button
            disabled={setStatus.isPending}
            onClick={() => {
              if (!item) return;
              setStatus.mutate(
                { id: item.id, isActive: !item.isActive },
                {
                  onSuccess: ({ message }) => {
                    setStatus.reset();
                    onChanged(message);
                  },
                },
              );
            }}
          >
            {setStatus.isPending ? "Saving…" : verb}
          </Button>
        </>
      }
    >
      {item && (
        <div className="space-y-3">
          <p className="font-medium">
            {verb} {item.name}?
          </p>
          <p className="text-sm text-ink-muted">{consequence(item)}</p>
          {setStatus.error && (
            <FailureAlert
              text={MESSAGES.packageStatusFailed}
              reason={serverReason(setStatus.error)}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
