// Is this element a field a person types into (text, number, e-mail, date... or a text area)? Keys such as Escape
// belong to the typing there, and such a field may hold what it has not committed yet.
const NOT_TYPED = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'hidden', 'image'];

export const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TYPED.includes(target.type));
