/** @jsxRuntime automatic */
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import { resultTextKey } from '../result-texts';
import { usePage } from '../page-context';
import { BubblePatternImage } from './bubble-pattern';
import { HiddenFields } from './hidden-fields';

type Challenge = Extract<PublicAnswer, { kind: 'challenge' }>;

/**
 * The second step a product may ask for: the bubble pattern that matches the seal (radio buttons,
 * so it works without a script) and the code printed on the seal or the product's control key.
 */
export function ChallengeForm({ answer }: { answer: Challenge }) {
  const { t, path, carried } = usePage();
  const restart = `${path}?${new URLSearchParams(carried).toString()}`;
  const error = answer.error ? resultTextKey(answer.error.key) : null;
  return (
    <section className="card" aria-labelledby="challenge-heading" data-testid="challenge">
      <h1 id="challenge-heading">{t('challenge.title')}</h1>
      <p>{t('challenge.intro')}</p>
      {error ? (
        <div className="card status bad" role="alert" data-testid="challenge-error" data-code={answer.error?.code}>
          <p>
            <strong>{t(`${error}.message`)}</strong>
          </p>
          <p>{t(`${error}.next`)}</p>
        </div>
      ) : null}
      <form method="post" action={path} data-testid="challenge-form">
        <HiddenFields fields={{ ref: answer.ref, token: answer.token }} />
        {answer.bubbles ? (
          <fieldset>
            <legend>{t('challenge.bubblesLegend')}</legend>
            <div className="options">
              {answer.bubbles.map((option, index) => (
                <label key={option.id} className="option" data-testid="bubble-option">
                  <input type="radio" name="bubble" value={option.id} required />
                  <span> {t('challenge.pattern', { n: index + 1 })}</span>
                  <BubblePatternImage pattern={option.pattern} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {answer.code ? (
          <>
            <label htmlFor="code">
              {t(answer.code.kind === 'ccp' ? 'challenge.ccpLabel' : 'challenge.controlKeyLabel')}
            </label>
            <input
              id="code"
              name="code"
              type="text"
              required
              minLength={answer.code.length}
              maxLength={answer.code.length}
              size={answer.code.length + 2}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby="code-hint"
              data-testid="challenge-code"
            />
            <p id="code-hint" className="hint">
              {t('challenge.codeHint', { length: answer.code.length })}
            </p>
          </>
        ) : null}
        <button type="submit">{t('challenge.submit')}</button>
      </form>
      <p>
        <a href={restart}>{t('challenge.restart')}</a>
      </p>
    </section>
  );
}
