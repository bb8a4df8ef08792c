import { ErrorPage } from '../../shared/error-page.tsx';

export const PermissionsDenyPage = () => <ErrorPage status={403} />;
