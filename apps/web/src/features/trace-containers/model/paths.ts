/** The container screens (spec 000: /tracability/mycontainer, its new and edit pages). */
export const CONTAINERS_PATH = '/tracability/mycontainer';
export const CONTAINER_NEW_PATH = '/tracability/mycontainer/new';
export const CONTAINER_EDIT_PATH = '/tracability/mycontainer/edit';

/** The three lists of the containers page, one tab each (`?tab=`). */
export const CONTAINER_TABS = ['models', 'products', 'packed'] as const;
export type ContainerTab = (typeof CONTAINER_TABS)[number];

/** What a new or edit page holds (`?kind=`): a container model, a product container, or a pack. */
export const FORM_KINDS = ['model', 'product', 'pack'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const readTab = (value: string | null): ContainerTab =>
  CONTAINER_TABS.includes(value as ContainerTab) ? (value as ContainerTab) : 'models';

export const readKind = (value: string | null): FormKind =>
  FORM_KINDS.includes(value as FormKind) ? (value as FormKind) : 'model';

export const newPath = (kind: FormKind) => `${CONTAINER_NEW_PATH}?kind=${kind}`;
export const editPath = (kind: Exclude<FormKind, 'pack'>, id: string) =>
  `${CONTAINER_EDIT_PATH}?kind=${kind}&id=${encodeURIComponent(id)}`;
