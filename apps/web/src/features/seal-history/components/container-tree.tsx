import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContainerNode } from '@seal/shared/contract/trace-containers';
import type { EventRange } from '@seal/shared/contract/trace-events';
import { levelLabel } from './level-label';
import { containerState } from '../container-navigation';
import { lookUpState, PRIVATE_CONSULTATION_PATH } from '../navigation';

/** A reference leading to its own consultation. */
const ReferenceLink = ({ reference }: { reference: string }) => (
  <Link to={PRIVATE_CONSULTATION_PATH} state={lookUpState(reference)} data-testid="tree-reference">
    <code>{reference}</code>
  </Link>
);

function RangeTitle({ range }: { range: EventRange }) {
  const { t } = useTranslation('seal-history');
  if (range.count === 1) return <ReferenceLink reference={range.first} />;
  return (
    <span>
      <ReferenceLink reference={range.first} /> – <ReferenceLink reference={range.last} />{' '}
      {t('containers.rangeCount', { count: range.count })}
    </span>
  );
}

function ContainerTitle({ node, root }: { node: ContainerNode; root: boolean }) {
  const { t } = useTranslation('seal-history');
  const code = <code>{node.code}</code>;
  return (
    <span data-testid="tree-container">
      {root ? (
        <strong>{code}</strong>
      ) : (
        <Link to={PRIVATE_CONSULTATION_PATH} state={containerState(node.code)}>
          {code}
        </Link>
      )}{' '}
      · {levelLabel(t, node.level)} · {node.productTitle} ·{' '}
      {t('containers.holds', { seals: node.sealCount, containers: node.children.length })}
    </span>
  );
}

function toTreeData(node: ContainerNode, root = false): TreeDataNode {
  return {
    key: `c:${node.code}`,
    title: <ContainerTitle node={node} root={root} />,
    children: [
      ...node.children.map((child) => toTreeData(child)),
      ...node.ranges.map((range) => ({
        key: `r:${node.code}:${range.first}`,
        title: <RangeTitle range={range} />,
        isLeaf: true,
      })),
    ],
  };
}

const containerKeys = (node: ContainerNode): string[] => [
  `c:${node.code}`,
  ...node.children.flatMap((child) => containerKeys(child)),
];

/** A container's contents: the containers inside with their level, product and counts, and its seals as ranges. */
export function ContainerTree({ tree }: { tree: ContainerNode }) {
  return (
    <Tree
      treeData={[toTreeData(tree, true)]}
      defaultExpandedKeys={containerKeys(tree)}
      selectable={false}
      showLine
      data-testid="container-tree"
    />
  );
}
