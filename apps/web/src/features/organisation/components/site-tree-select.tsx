import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { toSiteTree, useSites, type SiteNode } from '../api/use-sites';

interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** A site and everything below it cannot become its own parent (the server refuses a cycle). */
function toOptions(nodes: readonly SiteNode[], excluded?: string, insideExcluded = false): TreeOption[] {
  return nodes.map((node) => {
    const disabled = insideExcluded || node.id === excluded;
    return {
      value: node.id,
      title: node.name,
      ...(disabled ? { disabled } : {}),
      ...(node.children ? { children: toOptions(node.children, excluded, disabled) } : {}),
    };
  });
}

interface SiteTreeSelectProps<M extends boolean> {
  multiple: M;
  value?: M extends true ? string[] : string | null;
  onChange?: (value: M extends true ? string[] : string | null) => void;
  /** The site being edited: it and its sub-sites are not offered as its parent. */
  excludeBranchOf?: string;
  testId?: string;
}

/** Picks sites in the tree of the entity's sites (a parent site, or the sites of a user). */
export function SiteTreeSelect<M extends boolean>(props: SiteTreeSelectProps<M>) {
  const { t } = useTranslation('organisation');
  const sites = useSites();
  const treeData = toOptions(toSiteTree(sites.data?.rows ?? []), props.excludeBranchOf);
  return (
    <TreeSelect
      treeData={treeData}
      value={props.value ?? undefined}
      onChange={(value: unknown) => props.onChange?.((value ?? null) as never)}
      multiple={props.multiple}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={sites.isPending}
      placeholder={t(props.multiple ? 'sites.pickSites' : 'sites.noParent')}
      data-testid={props.testId}
      style={{ width: '100%' }}
    />
  );
}
