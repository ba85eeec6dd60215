import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { AdminUser, AdminUserUpdate } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { errorsStillShown } from "../../lib/field-errors.ts";
import { serverMessageOr } from "../../lib/server-message.ts";
import {
  checkUserEdit,
  creditsChanged,
  type EditUserErrors,
  type EditUserValues,
  editUserValues,
} from "./edit-user-values.ts";
import { useUpdateUser } from "./use-user-actions.ts";

interface EditUserDialogProps {
  /** The user being edited, or null while closed. */
  user: AdminUser | null;
  onClose: () => void;
  /** After the save, with the server's words. */
  onSaved: (message: string) => void;
}

/**
 * Edit User (spec §2, §5 Edit user): name required, phone optional and unique, credits a whole
 * number of 0 or more. A new credit figure is recorded as an admin adjustment in the ledger. A
 * walk-in's account without an e-mail address is given one here.
 */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const update = useUpdateUser();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Dialog open={user !== null} onClose={close} busy={update.isPending} title="Edit User">
      {/* The dialog draws its content only while open: each opening starts from the saved user. */}
      {user && (
        <EditUserForm
          user={user}
          saving={update.isPending}
          failure={update.isError ? serverMessageOr(update.error, MESSAGES.updateUserFailed) : null}
          onCancel={close}
          onSave={(changes) =>
            update.mutate(
              { userId: user.id, update: changes },
              {
                onSuccess: ({ message }) => {
                  update.reset();
                  onSaved(message);
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}

interface EditUserFormProps {
  user: AdminUser;
  saving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSave: (update: AdminUserUpdate) => void;
}

function EditUserForm({ user, saving, failure, onCancel, onSave }: EditUserFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const emailId = useId();
  const [values, setValues] = useState<EditUserValues>(() => editUserValues(user));
  const [errors, setErrors] = useState<EditUserErrors>({});
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checks]);

  // A message shown goes as soon as its field is put right; no new one before the next save.
  const change = (field: keyof EditUserValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    const checked = checkUserEdit(next, user.credits);
    setErrors((shown) => errorsStillShown(shown, checked.ok ? {} : checked.errors));
  };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkUserEdit(values, user.credits);
    if (!checked.ok) {
      setErrors(checked.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    onSave(checked.data);
  }

  return (
    <form ref={form} noValidate aria-describedby={emailId} onSubmit={save} className="space-y-4">
      <p id={emailId} className="text-sm break-all text-ink-muted">
        {user.email ?? MESSAGES.noEmailYet}
      </p>
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required
        maxLength={120}
        value={values.name}
        onChange={change("name")}
        error={errors.name}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        hint="Optional. Leave it empty to remove the number."
        value={values.phone}
        onChange={change("phone")}
        error={errors.phone}
      />
      {!user.email && (
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          hint="Optional. Once saved, they are sent a link to choose a password and sign in; it is not changed after."
          value={values.email}
          onChange={change("email")}
          error={errors.email}
        />
      )}
      <WholeNumberField
        label="Credits"
        name="credits"
        min={0}
        hint="A change is recorded in the user's credit history as an admin adjustment."
        value={values.credits}
        onChange={change("credits")}
        error={errors.credits}
      />
      {creditsChanged(values, user.credits) && (
        <TextField
          label="Reason for the change of credits"
          name="creditsReason"
          required
          maxLength={500}
          hint="Kept with the adjustment in the user's credit history."
          value={values.creditsReason}
          onChange={change("creditsReason")}
          error={errors.creditsReason}
        />
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        onCancel={onCancel}
        busy={saving}
        submitLabel={"Save Changes"}
        busyLabel={"Saving…"}
      />
    </form>
  );
}
