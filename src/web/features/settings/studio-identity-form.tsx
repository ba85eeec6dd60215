import type { StudioIdentity } from "../../../shared/settings.ts";
import { SETTING_LABELS as LABELS } from "../../../shared/settings.ts";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { SettingsFormCard } from "./settings-form-card.tsx";
import {
  checkIdentity,
  type IdentityFormValues,
  identityFormValues,
} from "./settings-form-values.ts";
import { useSettingsForm } from "./use-settings-form.ts";

/** The studio's name, contacts, links and story, as pages and e-mails show them. */
export function StudioIdentityForm({ saved }: { saved: StudioIdentity }) {
  const { values, set, errors, card } = useSettingsForm({
    initial: () => identityFormValues(saved),
    check: checkIdentity,
    change: (identity: StudioIdentity) => ({ identity }),
  });

  const field = (name: keyof IdentityFormValues) => ({
    name,
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <SettingsFormCard
      id="studio-identity"
      title="Studio"
      description="How pages, the footer and e-mails name and reach the studio. A change shows at once."
      {...card}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field("name")} required maxLength={80} />
        <TextField {...field("tagline")} maxLength={160} />
        <TextField {...field("phone")} required type="tel" maxLength={40} />
        <TextField {...field("email")} required type="email" maxLength={254} />
        <TextField {...field("address")} required maxLength={300} className="sm:col-span-2" />
        <TextField {...field("directionsUrl")} required type="url" className="sm:col-span-2" />
        <TextField {...field("instagramUrl")} type="url" hint="Leave empty to hide it." />
        <TextField {...field("facebookUrl")} type="url" hint="Leave empty to hide it." />
        <TextField {...field("youtubeUrl")} type="url" hint="Leave empty to hide it." />
        <TextField {...field("currency")} required maxLength={8} />
        <WholeNumberField {...field("established")} min={1900} max={2100} />
      </div>
      <TextAreaField
        {...field("aboutText")}
        rows={6}
        maxLength={5000}
        hint="The story on the About page, paragraphs apart by an empty line. Leave empty for the page's own text."
      />
    </SettingsFormCard>
  );
}
