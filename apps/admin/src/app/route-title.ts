import { parse } from 'regexparam';
import { findRoute } from './match-route.ts';

const parser = (path: string, loose?: boolean) => parse(path, !!loose);

// The title of the route at a path, for breadcrumbs and the document title.
export const findRouteTitle = (path: string) => findRoute(parser, path)?.route.title;
