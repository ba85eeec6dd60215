import { useId, useState } from "react";
import type { AdminUser, AdminUserUpdate } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import {
  checkUserEdit,
  creditsChanged,
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
          onCancel={close}
          save={async (changes) => {
            const { message } = await update.mutateAsync({ userId: user.id, update: changes });
            update.reset();
            onSaved(message);
          }}
        />
      )}
    </Dialog>
  );
}

interface EditUserFormProps {
  user: AdminUser;
  onCancel: () => void;
  /** Saves and closes; a throw keeps the form, with the reason. */
  save: (update: AdminUserUpdate) => Promise<void>;
}

function EditUserForm({ user, onCancel, save }: EditUserFormProps) {
  const emailId = useId();
  const [values, setValues] = useState<EditUserValues>(() => editUserValues(user));
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => checkUserEdit(values, user.credits),
    save,
  });
  const change = (field: keyof EditUserValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      ref={form}
      noValidate
      aria-describedby={emailId}
      // A second press while the save is under way sends nothing more.
      onSubmit={(event) => (saving ? event.preventDefault() : onSubmit(event))}
      className="space-y-4"
    >
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
      {failure && <Alert tone="error">{failure.reason ?? MESSAGES.updateUserFailed}</Alert>}
      <FormActions
        onCancel={onCancel}
        busy={saving}
        submitLabel={"Save Changes"}
        busyLabel={"Saving…"}
      />
    </form>
  );
}
