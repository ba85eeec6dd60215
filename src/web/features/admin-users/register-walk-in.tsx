import UserPlus from "lucide-react/icons/user-plus";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { AdminUserDetail, WalkIn } from "../../../shared/admin-users.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { errorsStillShown } from "../../lib/field-errors.ts";
import { serverMessageOr } from "../../lib/server-message.ts";
import { useRegisterWalkIn } from "./use-user-actions.ts";
import {
  checkWalkIn,
  EMPTY_WALK_IN,
  type WalkInErrors,
  type WalkInValues,
} from "./walk-in-values.ts";

const FAILED = "The walk-in could not be registered. Please try again.";

/**
 * "Register a walk-in" and its dialog (issue #69): a new student's account made at the desk from
 * their name and phone, and their e-mail if they give one, which is then sent the link that lets
 * them choose a password. `onRegistered` gets the new account, to book in or sell to at once.
 */
export function RegisterWalkIn({
  onRegistered,
}: {
  onRegistered: (user: AdminUserDetail, message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const register = useRegisterWalkIn();
  const close = () => {
    register.reset();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Register a walk-in
      </Button>
      <Dialog open={open} onClose={close} busy={register.isPending} title="Register a walk-in">
        {open && (
          <WalkInForm
            saving={register.isPending}
            failure={register.isError ? serverMessageOr(register.error, FAILED) : null}
            onCancel={close}
            onSave={(walkIn) =>
              register.mutate(walkIn, {
                onSuccess: ({ user, message }) => {
                  close();
                  onRegistered(user, message);
                },
              })
            }
          />
        )}
      </Dialog>
    </>
  );
}

function WalkInForm({
  saving,
  failure,
  onCancel,
  onSave,
}: {
  saving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSave: (walkIn: WalkIn) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<WalkInValues>(EMPTY_WALK_IN);
  const [errors, setErrors] = useState<WalkInErrors>({});
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checks]);

  // A message shown goes as soon as its field is put right; no new one before the next save.
  const change = (field: keyof WalkInValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    const checked = checkWalkIn(next);
    setErrors((shown) => errorsStillShown(shown, checked.ok ? {} : checked.errors));
  };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkWalkIn(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    onSave(checked.data);
  }

  return (
    <form ref={form} noValidate onSubmit={save} className="space-y-4">
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
        required
        maxLength={32}
        value={values.phone}
        onChange={change("phone")}
        error={errors.phone}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="off"
        maxLength={254}
        hint="Optional. They are sent a link to choose a password, to book and pay online. It can be added later with Edit User."
        value={values.email}
        onChange={change("email")}
        error={errors.email}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        onCancel={onCancel}
        busy={saving}
        submitLabel="Register"
        busyLabel="Registering…"
      />
    </form>
  );
}
