import UserPlus from "lucide-react/icons/user-plus";
import { useState } from "react";
import type { AdminUserDetail, WalkIn } from "../../../shared/admin-users.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { useRegisterWalkIn } from "./use-user-actions.ts";
import { checkWalkIn, EMPTY_WALK_IN, type WalkInValues } from "./walk-in-values.ts";

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
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Register a walk-in
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        busy={register.isPending}
        title="Register a walk-in"
      >
        {open && (
          <WalkInForm
            onCancel={() => setOpen(false)}
            save={async (walkIn) => {
              const { user, message } = await register.mutateAsync(walkIn);
              setOpen(false);
              onRegistered(user, message);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function WalkInForm({
  onCancel,
  save,
}: {
  onCancel: () => void;
  /** Registers and closes; a throw keeps the form, with the reason. */
  save: (walkIn: WalkIn) => Promise<void>;
}) {
  const [values, setValues] = useState<WalkInValues>(EMPTY_WALK_IN);
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => checkWalkIn(values),
    save,
  });
  const change = (field: keyof WalkInValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      ref={form}
      noValidate
      // A second press while the save is under way sends nothing more.
      onSubmit={(event) => (saving ? event.preventDefault() : onSubmit(event))}
      className="space-y-4"
    >
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
      {failure && <Alert tone="error">{failure.reason ?? FAILED}</Alert>}
      <FormActions
        onCancel={onCancel}
        busy={saving}
        submitLabel="Register"
        busyLabel="Registering…"
      />
    </form>
  );
}
