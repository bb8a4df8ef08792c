import type { ReactNode } from 'react';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { Header } from '../header/header.tsx';
import { menu } from '../menu.ts';
import { MenuContext } from '../menu-context.ts';
import { PageActivity } from '../page-activity.tsx';
import { SideMenu } from '../side-menu.tsx';

// product.md §2.1: header, collapsible side menu, breadcrumb bar, content; about 1190 px minimum.
export const DefaultLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex h-screen min-w-[1190px] flex-col bg-stone-50">
    <PageActivity />
    <Header />
    <div className="flex min-h-0 flex-1">
      <SideMenu />
      <div className="flex min-w-0 flex-1 flex-col">
        <Breadcrumbs />
        <main className="min-h-0 flex-1 overflow-y-auto p-6">
          <MenuContext value={menu}>{children}</MenuContext>
        </main>
      </div>
    </div>
  </div>
);
