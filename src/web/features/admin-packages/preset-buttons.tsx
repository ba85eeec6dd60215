interface PresetButtonsProps {
  /** Names the group for screen readers, e.g. "Validity presets". */
  label: string;
  presets: readonly { label: string; value: number }[];
  /** The field's current text; the preset with this value shows as pressed. */
  current: string;
  onPick: (value: number) => void;
}

/** Quick values for a number field: toggle buttons that fill it in. */
export function PresetButtons({ label, presets, current, onPick }: PresetButtonsProps) {
  return (
    <fieldset className="mt-2 flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {presets.map((preset) => {
        const pressed = current.trim() === String(preset.value);
        return (
          <button
            key={preset.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(preset.value)}
            className={`min-h-10 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors ${pressed ? "bg-sage-700 text-white" : "border border-sand-300 bg-white text-ink hover:border-sage-600"}`}
          >
            {preset.label}
          </button>
        );
      })}
    </fieldset>
  );
}
