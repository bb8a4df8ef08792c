// @backoffice/sdk/react: TanStack Query v5 hooks (useQuery for GETs, useMutation for writes),
// their query keys and query options. Types and plain functions live in '@backoffice/sdk'.
export * from '../generated/react/hooks.ts';
