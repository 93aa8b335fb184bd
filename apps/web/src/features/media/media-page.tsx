import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { media } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { findMediaPage, mediaListKey } from './api/use-media-list';
import { useMediaColumns } from './components/media-columns';
import { MediaEditDialog, type MediaEdit } from './components/media-edit-dialog';
import { UploadMediaDialog } from './components/upload-media-dialog';

/** /files: the media library (images for products and the brand logo). */
export default function MediaPage() {
  const { t } = useTranslation('media');
  const rights = useRights();
  const [edit, setEdit] = useState<MediaEdit | null>(null);
  const columns = useMediaColumns(setEdit);
  return (
    <>
      <PageTitle extra={(rights['prod.create'] || rights['prod.edit']) && <UploadMediaDialog />}>
        {t('routes.files')}
      </PageTitle>
      <ResourceTable<media.MediaRow>
        queryKey={mediaListKey}
        fetcher={findMediaPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('list.search')}
        testId="media-table"
      />
      <MediaEditDialog edit={edit} onClose={() => setEdit(null)} />
    </>
  );
}
