import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth, zEmail, zText } from '@seal/shared';
import { changedPaths, checkWithSchema, errorsAfterChange, groupFieldIssues, toNamePath } from './field-errors';

const translate = (key: string, params?: Record<string, unknown>) =>
  params ? `${key}:${JSON.stringify(params)}` : key;

describe('zod issues onto form fields', () => {
  it('maps each failing field of a shared schema to its i18n key', () => {
    const schema = z.object({ email: zEmail, firstName: zText, lastName: zText });
    const checked = checkWithSchema(schema, { email: 'nope', firstName: 'a', lastName: 'Do<e' });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(groupFieldIssues(checked.issues, translate)).toEqual({
      fields: [
        { name: ['email'], errors: ['validation.email'] },
        { name: ['firstName'], errors: ['validation.text.length'] },
        { name: ['lastName'], errors: ['validation.text.forbidden'] },
      ],
      form: [],
    });
  });

  it('puts the confirmation mismatch on the confirmation field', () => {
    const checked = checkWithSchema(auth.changePassword.input, {
      current: 'old-pass-1',
      password: 'new-pass-123',
      confirmation: 'other-pass-1',
    });
    if (checked.success) throw new Error('should fail');
    expect(groupFieldIssues(checked.issues, translate).fields).toEqual([
      { name: ['confirmation'], errors: ['validation.password.mismatch'] },
    ]);
  });

  it('reports a missing field as required and a zod limit with its parameter', () => {
    const checked = checkWithSchema(z.object({ name: z.string(), count: z.number().max(500) }), { count: 900 });
    if (checked.success) throw new Error('should fail');
    expect(groupFieldIssues(checked.issues, translate).fields).toEqual([
      { name: ['name'], errors: ['validation.required'] },
      { name: ['count'], errors: ['validation.tooLong:{"max":500}'] },
    ]);
  });

  it('gives back the parsed values when the form is valid', () => {
    expect(checkWithSchema(z.object({ email: zEmail }), { email: ' Ann@Example.COM ' })).toEqual({
      success: true,
      data: { email: 'ann@example.com' },
    });
  });

  it('maps server fields with list indexes, and pathless issues to the form', () => {
    const grouped = groupFieldIssues(
      [
        { path: 'contacts.1.email', key: 'validation.email' },
        { path: '', key: 'validation.invalid' },
      ],
      translate,
    );
    expect(grouped).toEqual({
      fields: [{ name: ['contacts', 1, 'email'], errors: ['validation.email'] }],
      form: ['validation.invalid'],
    });
  });
});

describe('form helpers', () => {
  it('splits paths into antd name paths', () => {
    expect(toNamePath('lines.0.quantity')).toEqual(['lines', 0, 'quantity']);
  });

  it('finds the fields a change touched, values such as dates kept whole', () => {
    const date = new Date();
    expect(changedPaths({ address: { town: 'Lyon' }, when: date, tags: [undefined, 'b'] })).toEqual([
      ['address', 'town'],
      ['when'],
      ['tags', 1],
    ]);
  });
});

describe('errors while the user fixes a field', () => {
  const title = z.object({ title: zText, brand: zText });
  const now = (values: unknown) => {
    const checked = checkWithSchema(title, values);
    return checked.success ? [] : groupFieldIssues(checked.issues, translate).fields;
  };
  const shown = [
    { name: ['title'], errors: ['validation.text.length'] },
    { name: ['brand'], errors: ['validation.text.length'] },
  ];

  it('clears the error of a field as soon as its value is valid, and only that one', () => {
    expect(errorsAfterChange(shown, [['title']], now({ title: 'Merlot', brand: '' }))).toEqual([
      { name: ['title'], errors: [] },
    ]);
  });

  it('keeps the error, reworded if need be, while the value is still wrong', () => {
    expect(errorsAfterChange(shown, [['title']], now({ title: 'Mer<lot', brand: '' }))).toEqual([
      { name: ['title'], errors: ['validation.text.forbidden'] },
    ]);
  });

  it('does not show an error on a field that had none before the next submit', () => {
    expect(errorsAfterChange([{ name: ['title'], errors: [] }], [['title']], now({ title: '' }))).toEqual([]);
  });

  it('rechecks a whole field (a multiple select, a list) when one of its items changes', () => {
    const picked = [{ name: ['products'], errors: ['validation.required'] }];
    expect(errorsAfterChange(picked, [['products', 0]], [])).toEqual([{ name: ['products'], errors: [] }]);
    const item = [{ name: ['texts', 0, 'title'], errors: ['validation.required'] }];
    expect(errorsAfterChange(item, [['texts']], [])).toEqual([{ name: ['texts', 0, 'title'], errors: [] }]);
  });
});
