import type { Db } from '../client';
import { newsItems } from '../schema';

/**
 * The demo's news item, so the dashboard widget and /news show one unread item at first login.
 * News belong to the service, not to an account: the second demo account finds it already there.
 */
export async function seedNews(db: Db) {
  await db
    .insert(newsItems)
    .values({
      slug: 'welcome',
      title: {
        en: 'Welcome to Seal Console',
        fr: 'Bienvenue dans Seal Console',
        zh: '欢迎使用 Seal Console',
      },
      body: {
        en: 'Your console is ready.\n\n- Take the **guided tour** from the help menu: [presentation](/presentation).\n- Read the [user guide](/help) for each menu section.\n- Release notes are in the [changelog](/changelog).',
        fr: 'Votre console est prête.\n\n- Suivez la **visite guidée** depuis le menu d’aide : [présentation](/presentation).\n- Lisez le [guide utilisateur](/help) de chaque section du menu.\n- Les nouveautés sont dans le [journal des versions](/changelog).',
        zh: '您的控制台已准备就绪。\n\n- 从帮助菜单开始**导览**：[产品介绍](/presentation)。\n- 阅读各菜单栏目的[用户指南](/help)。\n- 版本说明见[更新日志](/changelog)。',
      },
    })
    .onConflictDoNothing({ target: newsItems.slug });
}
