/** @jsxRuntime automatic */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import { readToken, type FormTokenData } from '../modules/consultation/public-token';
import type { Services } from '../services';
import type { PublicAssets } from './assets';
import { NO_ASSETS } from './components/document';
import { publicPageHeaders } from './page-headers';
import { fieldsOf, languageOf, pageContext, sendHtml } from './page-request';
import { FormPage } from './pages/form-page';
import { renderPage } from './render';

/**
 * GET /front/iframeFormInformations?token=<form token>: the consumer form alone, made to be
 * framed by any site (like the embedded check). The token says which seal and which form.
 */
export function formRoute({ services, assets }: { services: Services; assets: PublicAssets }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const language = languageOf(request, reply, fields);
    publicPageHeaders(reply, { check: false, frameable: true });
    const token = fields.token ?? '';
    const data = token ? readToken<FormTokenData>(services.config.serverSecret, 'form', token, services.now()) : null;
    const context = pageContext({
      language,
      path: PUBLIC_ROUTES.formInformations,
      kept: data ? { token } : {},
      framed: true,
    });
    const page = (
      <FormPage
        form={data ? { token, kind: data.kind } : null}
        assets={data ? assets.formPage : NO_ASSETS}
        formClient={assets.formClient}
        checkHref={`${PUBLIC_ROUTES.consultation}?lang=${language}`}
      />
    );
    return sendHtml(request, reply, data ? 200 : 410, renderPage(context, page));
  };
}
