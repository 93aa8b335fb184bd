import { describe, expect, it } from 'vitest';
import type { Data } from '@puckeditor/core';
import { zThemeDocument, type ThemeDocument } from '@seal/shared/themes/document';
import { toEditorData, toThemeDocument } from './document-conversion';

/** What Puck hands to onChange after a user dropped a heading and columns and emptied fields. */
const editorData: Data<Record<string, Record<string, unknown>>, Record<string, unknown>> = {
  root: { props: { title: '', background: '#ffffff', font: 'serif', maxWidth: '' } },
  content: [
    {
      type: 'Heading',
      props: {
        id: 'Heading-1',
        text: 'Welcome',
        level: 1,
        style: { color: '#112233', fontSize: '', align: undefined },
      },
    },
    {
      type: 'Columns',
      props: {
        id: 'Columns-1',
        count: 2,
        gap: '1em',
        style: { padding: '', margin: '' },
        column1: [{ type: 'ProductImage', props: { id: 'ProductImage-1', size: '128px' } }],
        column2: [{ type: 'ProductTitle', props: { id: 'ProductTitle-1', level: 2 } }],
        column3: undefined,
      },
      readOnly: { gap: true },
    },
  ],
  zones: {},
};

describe('the page editor data and the theme document', () => {
  it('a page saved from the editor parses as the server parses it', () => {
    const result = toThemeDocument(editorData);
    expect(result.success).toBe(true);
    expect(zThemeDocument.safeParse(result.data).success).toBe(true);
  });

  it('drops emptied style fields, so the block keeps the page style there', () => {
    const document = toThemeDocument(editorData).data!;
    expect(document.root.props).toEqual({ background: '#ffffff', font: 'serif' });
    expect(document.content[0]!.props.style).toEqual({ color: '#112233' });
    // A style left with nothing is no style at all.
    expect(document.content[1]!.props.style).toBeUndefined();
  });

  it('keeps the blocks of the columns and gives an untouched column no block', () => {
    const columns = toThemeDocument(editorData).data!.content[1]!;
    expect(columns.type).toBe('Columns');
    if (columns.type !== 'Columns') return;
    expect(columns.props.column1.map((block) => block.type)).toEqual(['ProductImage']);
    expect(columns.props.column2.map((block) => block.type)).toEqual(['ProductTitle']);
    expect(columns.props.column3).toEqual([]);
  });

  it('drops an emptied picture width, so the picture takes the width of the page', () => {
    const data: Data = {
      root: { props: {} },
      content: [{ type: 'Image', props: { id: 'i', mediaId: null, alt: '', width: '' } }],
    };
    const result = toThemeDocument(data);
    expect(result.success).toBe(true);
    expect(result.data!.content[0]!.props).not.toHaveProperty('width');
  });

  it('refuses what the server would refuse: an unsafe link, a length without a unit', () => {
    const bad: Data = {
      root: { props: {} },
      content: [
        { type: 'Button', props: { id: 'b', label: 'Go', href: 'javascript:alert(1)', variant: 'solid' } },
        { type: 'Spacer', props: { id: 's', height: '12' } },
      ],
    };
    const result = toThemeDocument(bad);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('content.0.props.href');
    expect(paths).toContain('content.1.props.height');
  });

  it('gives the editor a copy of a stored document that comes back unchanged', () => {
    const stored: ThemeDocument = toThemeDocument(editorData).data!;
    const data = toEditorData(stored);
    (data.content[0]!.props as { text: string }).text = 'Changed in the editor';
    expect(stored.content[0]!.props).toMatchObject({ text: 'Welcome' });
    expect(toThemeDocument(toEditorData(stored)).data).toEqual(stored);
  });
});
