import { GS1_LINK_TYPES, type Gs1LinkType } from '@seal/shared/contract/resolver';

/** The i18n key of a GS1 link type's readable name: `gs1:pip` -> `linkTypes.pip`. */
export const linkTypeKey = (type: Gs1LinkType) => `linkTypes.${type.slice('gs1:'.length)}`;

/** The options of the link type select: readable name first, the GS1 name after it. */
export function linkTypeOptions(t: (key: string) => string) {
  return GS1_LINK_TYPES.map((type) => ({ value: type, label: `${t(linkTypeKey(type))} (${type})` }));
}
