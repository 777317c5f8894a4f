import { useMemo } from 'react';
import { SelectField } from '@app/ui';

/**
 * Every IANA zone this browser knows (`Intl.supportedValuesOf`), with the one given first when the list does
 * not hold it (a zone the server knows and this browser does not still shows as chosen).
 */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The Edit Profile panel's "Time zone": what "a day" is for On this day. */
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const options = useMemo(
    () => timeZoneChoices(value).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [value],
  );
  return (
    <SelectField
      label="Time zone"
      hint="Decides which day an entry belongs to, for On this day."
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
