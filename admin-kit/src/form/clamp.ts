// The spec's clamps on number fields (spec 002 section 5): a negative number becomes 0, a percentage above 100
// becomes 100. Text in, text out: the field keeps what the user typed when it is not a number yet.

export function clampNumberText(text: string, max?: number): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return trimmed === '-' ? '0' : '';
  const value = Number(trimmed.replace(',', '.'));
  if (Number.isNaN(value)) return text;
  if (value < 0) return '0';
  if (max !== undefined && value > max) return String(max);
  return text;
}
