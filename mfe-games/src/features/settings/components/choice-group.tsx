// A set of radio buttons drawn as large, touch-friendly chips.
interface Option<T> {
  value: T;
  label: string;
}

interface Props<T> {
  name: string;
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
}

export function ChoiceGroup<T extends string | number>({ name, legend, options, value, onChange, error }: Props<T>) {
  return (
    <fieldset className={`games-choices${error ? ' games-choices--invalid' : ''}`} data-field={name}>
      <legend>{legend}</legend>
      <div className="games-choices__list">
        {options.map((option) => (
          <label key={String(option.value)} className="games-chip">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span className="games-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
