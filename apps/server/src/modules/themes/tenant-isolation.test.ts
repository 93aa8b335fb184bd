import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { themes } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { editorPage, expertPage } from './test-support';

interface Tenant extends DemoData {
  themeId: string;
  expertThemeId: string;
  /** A theme of its own for the removal (the owner's call really deletes it). */
  removableId: string;
}

const header = { language: 'en' as const, multilingual: false };

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const make = async (title: string) =>
    dataOf(themes.create, await call(themes.create, { title, ...header, pages: { en: editorPage(title) } })).id;
  const expert = dataOf(
    themes.createExpert,
    await call(themes.createExpert, { title: 'Isolation expert', ...header, pages: { en: expertPage('<p>x</p>') } }),
  );
  return {
    ...seeded,
    themeId: await make('Isolation'),
    expertThemeId: expert.id,
    removableId: await make('Removable'),
  };
}

let copies = 0;

describeTenantIsolation<Tenant>({
  area: 'themes',
  namespaces: [themes],
  minMethodsWithIds: 6,
  tables: [schema.themes, schema.themeSections, schema.products, schema.actionLog] satisfies Table[],
  prepare,
  fixtures: {
    'themeModel.get': (o) => ({ themeId: o.themeId }),
    'themeModel.getTemplateSections': (o) => ({ tmpid: o.themeId }),
    'themeModel.update': (o) => ({ themeId: o.themeId, title: 'Isolation', ...header, pages: { en: editorPage('y') } }),
    'themeModel.updateExpert': (o) => ({
      themeId: o.expertThemeId,
      title: 'Isolation expert',
      ...header,
      pages: { en: expertPage('<p>y</p>') },
    }),
    // Each successful copy needs a free title.
    'themeModel.duplicate': (o) => ({ themeId: o.themeId, title: `Isolation copy ${copies++}` }),
    'themeModel.remove': (o) => ({ themeId: o.removableId }),
  },
  // `tmpid` is the spec's name for the theme id (spec 001 section 7).
  idKeyExceptions: ['tmpid'],
  more: (context) => {
    it("lists and offers none of the other account's themes", async () => {
      const { demo, intruder } = context();
      const listed = dataOf(themes.list, await intruder(themes.list, { size: 100 }));
      expect(listed.rows.length).toBeGreaterThan(0);
      expect(listed.rows.map((row) => row.id)).not.toContain(demo.themeId);
      const options = dataOf(themes.options, await intruder(themes.options, {}));
      expect(options.map((option) => option.id)).not.toContain(demo.themeId);
    });
  },
});
