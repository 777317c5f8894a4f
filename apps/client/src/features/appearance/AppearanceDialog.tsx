import { useId, useState } from 'react';
import { Dialog } from '@app/ui';
import {
  readThemePreference,
  setThemePreference,
  THEME_CHOICES,
  type ThemePreference,
} from '@/features/appearance/theme-preference';

export interface AppearanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The theme switch (issue 22 §5): System (the default), Light or Dark, applied at once and remembered here. */
export function AppearanceDialog({ open, onOpenChange }: AppearanceDialogProps) {
  const name = useId();
  const [theme, setTheme] = useState<ThemePreference>(() => readThemePreference());

  const choose = (preference: ThemePreference) => {
    setTheme(preference);
    setThemePreference(preference);
  };

  return (
    <Dialog title="Appearance" open={open} onOpenChange={onOpenChange}>
      <fieldset className="appearance-themes">
        <legend>Theme</legend>
        {THEME_CHOICES.map((choice) => (
          <label key={choice.value} className="appearance-themes__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={theme === choice.value}
              onChange={() => choose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <p className="appearance-hint">System follows your device&apos;s light or dark setting.</p>
    </Dialog>
  );
}
