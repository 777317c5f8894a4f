/** class-transformer's `@Transform(trim)`: a text input without its surrounding spaces; anything else as sent. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
