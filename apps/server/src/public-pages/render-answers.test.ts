import { describe, expect, it } from 'vitest';
import { ERRORS, LANGUAGES } from '@seal/shared';
import {
  CHALLENGE,
  CHALLENGE_AFTER_WRONG_BUBBLE,
  CHALLENGE_CONTROL_KEY,
  DEMO,
  ERROR_ANSWERS,
  FIXTURE_CONTACT,
  FIXTURE_PRODUCT,
  result,
  VALID,
} from './answer-fixtures';
import { PAGE_TEXTS } from './i18n';
import { openingTags, renderAnswer, visibleText } from './test-html';

const en = PAGE_TEXTS.en;
const textsOf = (key: string) => en.result[key.split('.')[1] as keyof typeof en.result];

describe('a valid answer', () => {
  const html = renderAnswer(VALID);
  const text = visibleText(html);

  it('says the product is genuine, and what to do next', () => {
    expect(text).toContain(en.result.valid.title);
    expect(text).toContain(en.result.valid.message);
    expect(text).toContain(en.result.valid.next);
  });

  it('shows the product: title, picture, description, validity and its public dynamic data', () => {
    expect(text).toContain(FIXTURE_PRODUCT.title);
    expect(openingTags(html, 'img', `src="${FIXTURE_PRODUCT.imageUrl}"`)).toHaveLength(1);
    expect(openingTags(html, 'img')[0]).toContain(`alt="Picture of ${FIXTURE_PRODUCT.title}"`);
    expect(text).toContain(FIXTURE_PRODUCT.description!);
    expect(text).toContain('Valid until March 14, 2027');
    expect(text).toContain('Activated on March 14, 2026');
    expect(text).toContain('Batch B-2026-031');
    expect(text).toContain('Origin Peru');
    expect(openingTags(html, 'a', `href="${FIXTURE_PRODUCT.productPageUrl}"`)).toHaveLength(1);
  });

  it('gives the guidance of the spec: compare the security elements, check the tag, contact in doubt', () => {
    expect(text).toContain(en.guidance.compare);
    expect(text).toContain(en.guidance.attached);
    expect(text).toContain(en.guidance.contact);
  });

  it('offers the feedback form, with its token and the script that sends it', () => {
    expect(html).toContain('data-testid="consumer-form" data-kind="feedback"');
    expect(openingTags(html, 'input', 'name="token"')[0]).toContain('value="form-token-valid"');
    expect(openingTags(html, 'script', 'src="/public/form-TEST.js"')).toHaveLength(1);
    expect(text).toContain(en.form.noscript);
  });

  it('writes dates in the page language', () => {
    expect(visibleText(renderAnswer(VALID, 'fr'))).toContain('Valide jusqu’au 14 mars 2027');
    expect(visibleText(renderAnswer(VALID, 'zh'))).toContain('有效期至 2027年3月14日');
  });
});

describe('a demonstration seal', () => {
  it('answers as a demonstration, with the product', () => {
    const text = visibleText(renderAnswer(DEMO));
    expect(text).toContain(en.demo.badge);
    expect(text).toContain(en.demo.message);
    expect(text).toContain(FIXTURE_PRODUCT.title);
  });

  it('is not marked as one when it is a real seal', () => {
    expect(visibleText(renderAnswer(VALID))).not.toContain(en.demo.message);
  });
});

describe('each outcome of the catalogue', () => {
  it.each(ERROR_ANSWERS.map((answer) => [answer.code, answer] as const))(
    '%i shows its own title, message and next step, and no product',
    (code, answer) => {
      const html = renderAnswer(answer);
      const text = visibleText(html);
      const texts = textsOf(answer.key);
      expect(html).toContain(`data-code="${code}"`);
      expect(text).toContain(texts.title);
      expect(text).toContain(texts.message);
      expect(text).toContain(texts.next);
      expect(html).not.toContain('data-testid="product"');
      expect(html).not.toContain('data-testid="guidance"');
    },
  );

  it('tells every outcome apart by its title', () => {
    const titles = ERROR_ANSWERS.map((answer) => textsOf(answer.key).title);
    expect(new Set([...titles, en.result.valid.title]).size).toBe(ERROR_ANSWERS.length + 1);
  });

  it('shows the owner and the service to contact on an error', () => {
    const text = visibleText(renderAnswer(result('notActivated', { contact: FIXTURE_CONTACT })));
    expect(text).toContain('The brand Maison Cacao');
    expect(text).toContain(`E-mail ${FIXTURE_CONTACT.email}`);
    expect(text).toContain(`Website ${FIXTURE_CONTACT.url}`);
    expect(text).toContain(`The authentication service ${FIXTURE_CONTACT.serviceEmail}`);
  });

  it('offers the contact form on an unactivated seal and on a fraudulent one', () => {
    for (const key of ['notActivated', 'fraudulent'] as const) {
      const answer = ERROR_ANSWERS.find((item) => item.key === ERRORS.consultation[key].key)!;
      expect(renderAnswer(answer)).toContain('data-testid="consumer-form" data-kind="contact"');
    }
  });

  it('loads no script when the answer offers no form', () => {
    const html = renderAnswer(result('invalidReference'));
    expect(openingTags(html, 'script')).toEqual([]);
    expect(html).not.toContain('consumer-form');
  });

  it('says when to try again after too many checks (105), in minutes rounded up', () => {
    expect(visibleText(renderAnswer(result('temporarilyBlocked', { retryAfterSeconds: 125 })))).toContain(
      'You can try again in 3 minutes.',
    );
    expect(visibleText(renderAnswer(result('temporarilyBlocked', { retryAfterSeconds: 20 }), 'fr'))).toContain(
      'Vous pourrez réessayer dans 1 minute.',
    );
  });

  it('reads a key it does not know as the unknown outcome', () => {
    const text = visibleText(renderAnswer({ ...result('valid'), code: 1, key: 'consultation.somethingNew' }));
    expect(text).toContain(en.result.unknown.message);
  });

  it.each(LANGUAGES)('is translated in %s', (language) => {
    const texts = PAGE_TEXTS[language].result;
    for (const answer of ERROR_ANSWERS) {
      const name = answer.key.split('.')[1] as keyof typeof texts;
      expect(visibleText(renderAnswer(answer, language))).toContain(texts[name].message);
    }
  });
});

describe('a challenge', () => {
  it('shows the bubble patterns as radio buttons drawn in SVG, and the CCP input with its length', () => {
    const html = renderAnswer(CHALLENGE);
    const radios = openingTags(html, 'input', 'type="radio"');
    expect(radios.map((radio) => /value="([^"]+)"/.exec(radio)?.[1])).toEqual(['b1', 'b2', 'b3']);
    expect(radios.every((radio) => radio.includes('name="bubble"'))).toBe(true);
    expect(openingTags(html, 'svg', 'viewBox="-6 -6 112 112"')).toHaveLength(3);
    expect(openingTags(html, 'circle', 'cx="35" cy="25" r="6"')).toHaveLength(1);
    const code = openingTags(html, 'input', 'name="code"')[0]!;
    expect(code).toContain('maxLength="3"');
    expect(code).toContain('minLength="3"');
    expect(visibleText(html)).toContain(en.challenge.ccpLabel);
    expect(visibleText(html)).toContain('3 characters, exactly as printed');
  });

  it('posts back the reference and the challenge token, in a form that needs no script', () => {
    const html = renderAnswer(CHALLENGE);
    expect(openingTags(html, 'form', 'data-testid="challenge-form"')[0]).toContain('method="post"');
    expect(openingTags(html, 'input', 'name="token"')[0]).toContain('value="challenge-token-1"');
    expect(openingTags(html, 'input', 'name="ref"')[0]).toContain(`value="${CHALLENGE.ref}"`);
    expect(openingTags(html, 'script')).toEqual([]);
  });

  it('shows the error of the previous try', () => {
    const html = renderAnswer(CHALLENGE_AFTER_WRONG_BUBBLE);
    expect(html).toContain('data-testid="challenge-error" data-code="108"');
    expect(visibleText(html)).toContain(en.result.invalidCaptcha.message);
  });

  it('asks for the control key alone when the product has no bubbles', () => {
    const html = renderAnswer(CHALLENGE_CONTROL_KEY);
    expect(openingTags(html, 'input', 'type="radio"')).toEqual([]);
    expect(openingTags(html, 'input', 'name="code"')[0]).toContain('maxLength="5"');
    expect(visibleText(html)).toContain(en.challenge.controlKeyLabel);
    expect(visibleText(html)).toContain(en.result.invalidControlKey.message);
  });
});

describe('the page', () => {
  it('is in the language asked, with a switch to the other languages keeping the reference', () => {
    const html = renderAnswer(VALID, 'zh');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh">/);
    const links = openingTags(html, 'a', 'hrefLang=');
    expect(links.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(
      LANGUAGES.map((language) => `/consultation?ref=${encodeURIComponent(VALID.ref)}&amp;lang=${language}`),
    );
    expect(links.filter((link) => link.includes('aria-current="true"'))[0]).toContain('hrefLang="zh"');
  });

  it('shows the reference box, posting to the page itself, when there is no answer yet', () => {
    const html = renderAnswer(null, 'en', '/control-new');
    expect(openingTags(html, 'form', 'data-testid="reference-form"')[0]).toContain('action="/control-new"');
    expect(openingTags(html, 'input', 'name="ref"')).toHaveLength(1);
    expect(visibleText(html)).toContain(en.entry.heading);
  });

  it('escapes what the brand wrote, and drops links that are not http(s)', () => {
    const html = renderAnswer({
      ...VALID,
      product: {
        ...FIXTURE_PRODUCT,
        title: '<script>alert(1)</script>',
        imageUrl: 'javascript:alert(1)',
        productPageUrl: 'data:text/html,x',
      },
      contact: { ...FIXTURE_CONTACT, url: 'javascript:alert(2)' },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(openingTags(html, 'img')).toEqual([]);
  });

  it('keeps the form texts inside their JSON, whatever they hold', () => {
    const html = renderAnswer({ ...VALID, form: { token: '</script><script>alert(1)</script>', kind: 'contact' } });
    expect(html).not.toContain('<script>alert(1)');
  });
});
