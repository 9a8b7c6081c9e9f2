import {
  DEFAULT_LANGUAGE,
  initialApiPaths,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  PHOTO_MIME,
  PHOTO_SIZES,
  type ProductPhoto,
  photoSrcSet,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownRead } from './own-read.ts';

/**
 * The catalogue picture that is largest in the first view, as the page's `<img>` will ask for it: a photo's
 * versions as the page's first `<source>` lists them (AVIF, with the page's `sizes`), so the browser picks
 * the same file for the preload and the page; or a placeholder's single URL.
 */
export interface LeadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/** The answers of a page's first API reads, and the image its first view shows. */
export interface PageAnswers {
  /** The `InitialAnswers` (contracts) as JSON; null when no read was answered. */
  json: string | null;
  /** The catalogue image that is largest in the first view (the first card, the product's photo). */
  leadImage: LeadImage | null;
}

/** The language the shell will ask in: the buyer's choice it mirrors into a cookie, else its default. */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

interface CatalogueAnswer {
  items?: Array<{ image?: unknown; photo?: ProductPhoto }>;
  product?: { image?: unknown; images?: unknown[]; photos?: ProductPhoto[] };
}

function leadImageOf(path: string, body: string): LeadImage | null {
  if (!path.startsWith('/products')) return null;
  const { items, product } = JSON.parse(body) as CatalogueAnswer;
  const photo = items ? items[0]?.photo : product?.photos?.[0];
  const image = items ? items[0]?.image : (product?.images?.[0] ?? product?.image);
  if (typeof image !== 'string' || !image.startsWith('/')) return null;
  if (!photo) return { href: image };
  return {
    href: image,
    srcset: photoSrcSet(photo, 'avif'),
    sizes: items ? PHOTO_SIZES.card : PHOTO_SIZES.detail,
    type: PHOTO_MIME.avif,
  };
}

/**
 * Answers the API reads the page's frontends will make first (`initialApiPaths` in contracts) by asking this
 * BFF over a connection of its own, as the page's own requests would: same session cookie, the shell's
 * language. So every rule holds as it does for the frontends' requests (a visitor's listing has no price;
 * the basket of a visitor is a 401, which is left out). A read that fails, or a BFF not listening yet, is
 * left to the frontend to make.
 */
export async function pageAnswers(fastify: FastifyInstance, request: FastifyRequest): Promise<PageAnswers> {
  const [pathname = '/', search = ''] = request.url.split('?', 2);
  const language = pageLanguage(request);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;

  const answered = await Promise.all(
    initialApiPaths(pathname, search).map(async (path) => {
      try {
        const response = await ownRead(fastify, `/api${path}`, headers);
        if (response === null) return null;
        const json = response.contentType.startsWith('application/json');
        return response.statusCode === 200 && json ? { path, body: response.body } : null;
      } catch (err) {
        request.log.warn({ err, path }, 'could not answer a page read ahead');
        return null;
      }
    }),
  );
  const answers = answered.filter((a): a is { path: string; body: string } => a !== null);
  if (answers.length === 0) return { json: null, leadImage: null };

  // The bodies are JSON already: put together as they are, not parsed and serialised again.
  const entries = answers.map(({ path, body }) => `${JSON.stringify(path)}:${body}`).join(',');
  let leadImage: LeadImage | null = null;
  for (const { path, body } of answers) leadImage ??= leadImageOf(path, body);
  return { json: `{"language":${JSON.stringify(language)},"answers":{${entries}}}`, leadImage };
}
