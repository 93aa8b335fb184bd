/** @jsxRuntime automatic */
import { usePage } from '../page-context';

/** The fields a form of the page carries on, plus its own. */
export function HiddenFields({ fields = {} }: { fields?: Record<string, string> }) {
  const { carried } = usePage();
  return (
    <>
      {Object.entries({ ...carried, ...fields }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
