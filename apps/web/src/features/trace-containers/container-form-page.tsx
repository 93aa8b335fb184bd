import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { traceContainers } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ModelEditor } from './components/model-editor';
import { PackFormView } from './components/pack-form';
import { PackResultView } from './components/pack-result';
import { ProductContainerEditor } from './components/product-container-editor';
import { CONTAINERS_PATH, readKind } from './model/paths';

/** Packing, then its answer; "Pack again" starts a new form. */
function Packing({ code }: { code?: string }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<traceContainers.PackResult | null>(null);
  const [round, setRound] = useState(0);
  const toList = () => void navigate(`${CONTAINERS_PATH}?tab=packed`);
  if (result) {
    return (
      <PackResultView
        result={result}
        onList={toList}
        onAgain={() => {
          setResult(null);
          setRound(round + 1);
        }}
      />
    );
  }
  return <PackFormView key={round} code={code} onDone={setResult} onCancel={toList} />;
}

/**
 * /tracability/mycontainer/new and /edit: `?kind=model` (a container model), `?kind=product` (a
 * product container) or `?kind=pack` (packing), with `?id=` to edit a model or a product container.
 */
export default function ContainerFormPage() {
  const { t } = useTranslation('trace-containers');
  const [params] = useSearchParams();
  const kind = readKind(params.get('kind'));
  const id = params.get('id') ?? undefined;
  const mode = id ? 'edit' : 'new';
  return (
    <>
      <PageTitle>
        {kind === 'pack' ? t('pack.title') : t(`${kind === 'model' ? 'model' : 'productContainer'}.${mode}Title`)}
      </PageTitle>
      <Card>
        {kind === 'model' && <ModelEditor key={id ?? 'new'} modelId={id} />}
        {kind === 'product' && <ProductContainerEditor key={id ?? 'new'} productContainerId={id} />}
        {kind === 'pack' && <Packing code={params.get('code') ?? undefined} />}
      </Card>
    </>
  );
}
