/**
 * The organisation area: users, groups, sites, entities and applications, company settings and the
 * action log. One namespace for the client (`organisation.createUser`); the methods are split in
 * files by sub-area. Every id a method receives is checked against the session's account and entity:
 * unknown and foreign ids both answer common.notFound (404).
 */
export * from './organisation-common';
export * from './organisation-users';
export * from './organisation-groups';
export * from './organisation-sites';
export * from './organisation-entities';
export * from './organisation-company';
export * from './organisation-action-log';
