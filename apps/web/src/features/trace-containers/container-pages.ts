/** The pages of the container screens, loaded by one dynamic import (see the route table). */
export { default as ContainersPage } from './containers-page';
export { default as ContainerFormPage } from './container-form-page';
