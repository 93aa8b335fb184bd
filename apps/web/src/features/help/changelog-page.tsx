import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
// The repository's CHANGELOG.md (Keep a Changelog), bundled with this page's chunk only.
import changelog from '../../../../../CHANGELOG.md?raw';
import { MarkdownView } from './markdown/markdown-view';

/** The file's own title and preamble are the page's: the releases start at the first "## ". */
const releases = changelog.slice(Math.max(0, changelog.indexOf('\n## ')));

/** /changelog: the release notes, rendered by the console's safe Markdown renderer. */
export default function ChangelogPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageTitle>{t('changelog.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('changelog.intro')}</Typography.Paragraph>
      <MarkdownView source={releases} testId="changelog" />
    </>
  );
}
