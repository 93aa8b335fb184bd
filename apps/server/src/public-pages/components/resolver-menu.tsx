/** @jsxRuntime automatic */
import type { CSSProperties } from 'react';
import { THEME_FONTS } from '@seal/shared/themes/document';
import type { PublicMenu } from '../../modules/resolver/public-menu.repository';
import { usePage } from '../page-context';
import { resolverFollowHref, resolverPictureHref } from '../resolver-paths';

/*
 * The few rules of the menu, beside it (the shared stylesheet stays the check's): items as large
 * touch targets, the menu's own colours set inline from its validated settings.
 */
const MENU_CSS =
  '.rv{border-radius:.5rem;margin:0 0 1rem;overflow:hidden;background-size:cover;background-position:center}' +
  '.rv-head{display:flex;gap:.75rem;align-items:center;padding:1rem}.rv-head h1,.rv-head h2{margin:0}' +
  '.rv-head img,.rv-logo{max-height:3rem;max-width:8rem;object-fit:contain}.rv-logo{display:block;margin:1rem auto 0}' +
  '.rv-sub{margin:.25rem 0 0}.rv-items{list-style:none;margin:0;padding:1rem;display:grid;gap:.5rem}' +
  '.rv-items a{display:block;padding:.75rem 1rem;border-radius:.375rem;border:2px solid;font-weight:600;' +
  'text-decoration:none;background:rgba(255,255,255,.92);color:#1a1d21}.rv-foot{padding:.75rem 1rem;font-size:.9rem}' +
  '.rv-foot p{margin:0}';

export interface ResolverMenuProps {
  menu: PublicMenu;
  /** The menu's title is the page's (h1) on the resolver page, a section's (h2) beside a check. */
  heading: 'h1' | 'h2';
  /** Where "Check authenticity" leads; null when the check is on the same page. */
  checkHref: string | null;
}

/**
 * A product's resolver menu (docs/resolver.md): its header (logo, title, subtitle), its items in
 * order (each followed through the counted redirect, never straight to its address), the item
 * leading to the check, and its footer, in the menu's colours, font and background picture.
 */
export function ResolverMenu({ menu, heading: Heading, checkHref }: ResolverMenuProps) {
  const { t, framed } = usePage();
  const style: CSSProperties = {
    background: menu.background,
    color: menu.color,
    fontFamily: THEME_FONTS[menu.font] ?? THEME_FONTS.system,
    ...(menu.hasBackground
      ? { backgroundImage: `url("${resolverPictureHref(menu, 'background')}")`, backgroundColor: menu.background }
      : {}),
  };
  const title = menu.header?.title ?? t('resolver.title');
  return (
    <section className="rv" style={style} aria-labelledby="rv-title" data-testid="resolver-menu" data-menu={menu.id}>
      <style dangerouslySetInnerHTML={{ __html: MENU_CSS }} />
      {menu.hasLogo ? (
        <img className="rv-logo" src={resolverPictureHref(menu, 'logo')} alt={t('resolver.logo', { name: title })} />
      ) : null}
      <div
        className="rv-head"
        style={menu.header ? { background: menu.header.background, color: menu.header.color } : undefined}
      >
        {menu.header?.hasLogo ? <img src={resolverPictureHref(menu, 'header-logo')} alt="" /> : null}
        <div>
          <Heading id="rv-title">{title}</Heading>
          {menu.header?.subtitle ? <p className="rv-sub">{menu.header.subtitle}</p> : null}
        </div>
      </div>
      <nav aria-label={t('resolver.links')}>
        <ul className="rv-items">
          {menu.items.map((item) => (
            <li key={item.id}>
              <a
                href={resolverFollowHref({ accountId: menu.accountId, productId: menu.productId, itemId: item.id })}
                style={{ borderColor: menu.accent }}
                // Inside a brand's frame, an item opens in the whole window.
                target={framed ? '_top' : undefined}
                data-testid="resolver-item"
                data-link-type={item.linkType ?? undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
          {checkHref ? (
            <li>
              <a href={checkHref} style={{ borderColor: menu.accent }} data-testid="resolver-check">
                {t('resolver.check')}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      {menu.footer ? (
        <div className="rv-foot" style={{ background: menu.footer.background, color: menu.footer.color }}>
          <p>{menu.footer.text}</p>
        </div>
      ) : null}
    </section>
  );
}
