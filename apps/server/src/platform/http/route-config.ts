/**
 * What a route declares about its caller, in `config` of the Fastify route options:
 * - auth 'public': no token; 'user': a logged-in user (no enterprise needed); 'enterprise' (default): a user acting
 *   in their current enterprise.
 * - permission: the function code (or any one of several) an enterprise route needs; enforced with 4003.
 * - admin: only the enterprise's administrator (actions no group can grant, e.g. handing over the admin role).
 * - signed: false only for the few routes API.md exempts from the signature (health, docs).
 * - allowCancelled: the few routes a cancelled account may still call.
 * - pages: the pages that grant the route (issue 29 item 7): the caller must be able to open one of them (a hidden
 *   page opens from its owners; the administrator opens all), else 4003. For side routes that belong to no single
 *   resource (pickers, print templates, the dashboard's cards).
 * - columns: the fields of the answer that column rights govern (see permissions/answer-columns.ts); removed by one
 *   hook for callers whose permission group hides them.
 */
export interface RouteAccess {
  auth?: 'public' | 'user' | 'enterprise';
  permission?: string | readonly string[];
  admin?: boolean;
  signed?: boolean;
  allowCancelled?: boolean;
  pages?: readonly string[];
  columns?: import('../permissions/answer-columns.ts').AnswerColumns;
}

/** What a route's fields are called on screen, for 4220 messages that name them (a resource's field labels). */
export interface RouteFieldLabels {
  fieldLabels?: Readonly<Record<string, import('@zf/shared').Labels>>;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess, RouteFieldLabels {}
  interface FastifyInstance {
    /** Every route registered so far (see create-server.ts). */
    routeCatalogue: import('./create-server.ts').CatalogueRoute[];
  }
  interface FastifyRequest {
    ctx: import('../tenancy/context.ts').RequestContext;
    rawBody?: Buffer;
  }
}
