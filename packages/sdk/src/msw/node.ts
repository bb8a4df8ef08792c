// @backoffice/sdk/msw/node: msw's Node server, from the SDK's own copy of msw (one copy of its
// handler classes for the handlers of @backoffice/sdk/msw).
export { setupServer } from 'msw/node';
