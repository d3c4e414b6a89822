import Menu from 'lucide-react/icons/menu';
import Search from 'lucide-react/icons/search';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import X from 'lucide-react/icons/x';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { AccountMenu } from '@/features/account/components/account-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { LazyCartDrawer } from '@/features/cart/components/lazy-cart-drawer';
import { ChatToggle } from '@/features/chat/components/chat-toggle';
import { SearchForm } from '@/features/products/components/search-form';
import { WishlistCount, WishlistLink } from '@/features/user/components/wishlist-link';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { shopApi } from '@/features/shop/api/shop-api';

// 40 px on phones (above WCAG's 24 px target size): the menu, the name, search, the assistant and the cart fit a
// 360 px screen. The wishlist and the account are in the menu there, as a phone theme has them (issue 23).
const iconButton =
  'relative flex size-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 hover:text-gray-950 sm:size-11';

const navLinks = [
  { to: '/products', label: 'Products' },
  { to: '/categories', label: 'Categories' },
  // Shipping, returns and order tracking: on a phone, the footer that holds them is far below.
  { to: '/help', label: 'Help' },
];

/** The checkout page's code, fetched ahead by the cart drawer while it shows a cart to check out. */
const preloadCheckout = () => void import('../routes/checkout').catch(() => undefined);

const linkColour = (isActive: boolean) =>
  isActive ? 'text-gray-950 underline decoration-2 underline-offset-8' : 'text-gray-700 hover:text-gray-950';
const navLinkClass = ({ isActive }: { isActive: boolean }) => `rounded-md px-3 py-2 text-sm font-medium ${linkColour(isActive)}`;
/** The phone menu's links: a whole row each, tall enough for a finger. */
const menuLinkClass = ({ isActive }: { isActive: boolean }) => `block rounded-md px-3 py-3 text-sm font-medium ${linkColour(isActive)}`;

export function Header() {
  // The shop's name from its settings, which the root route asks for: read, never asked for, here.
  const shopName = shopApi.endpoints.getShopSettings.useQueryState().data?.shopName ?? DEFAULT_SHOP_SETTINGS.shopName;
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone's search: the header's icon opens the box under it, with the focus in it.
  const [searchOpen, setSearchOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const closeSearch = () => setSearchOpen(false);
  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !searchOpen) return;
    event.stopPropagation();
    closeSearch();
    searchButton.current?.focus();
  };
  // Escape closes the phone menu from its button or from inside it, and gives the button the focus back.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.stopPropagation();
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <button
          ref={menuButton}
          type="button"
          className={`${iconButton} -ml-1 lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setMenuOpen((open) => !open);
            closeSearch();
          }}
          onKeyDown={onMenuKeyDown}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          {/* On a phone the wishlist is in the menu: its count shows on the menu's button, and is said in its name. */}
          <WishlistCount className="sm:hidden" />
        </button>
        <Link to="/" className="flex shrink-0 items-center gap-1.5 rounded-md text-lg font-semibold tracking-tight text-gray-950 sm:text-xl" onClick={closeMenu}>
          <ShoppingBag aria-hidden="true" className="size-6 text-gray-950 sm:size-7" />
          {/* Below 360 px the bag alone stands for the shop, so the buttons keep their room. */}
          <span className="max-w-40 truncate max-[360px]:sr-only sm:max-w-xs">{shopName}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <SearchForm className="hidden flex-1 md:block md:max-w-xl lg:mx-auto" />

        <div className="ml-auto flex items-center sm:gap-0.5 md:ml-0">
          <button
            ref={searchButton}
            type="button"
            className={`${iconButton} md:hidden`}
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            aria-expanded={searchOpen}
            aria-controls="phone-search"
            onClick={() => {
              setSearchOpen((open) => !open);
              closeMenu();
            }}
            onKeyDown={onSearchKeyDown}
          >
            {searchOpen ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
          </button>
          <ChatToggle className={iconButton} />
          <WishlistLink className={`${iconButton} max-sm:hidden`} />
          <AccountMenu buttonClassName={iconButton} className="max-sm:hidden" />
          <CartButton className={iconButton} />
        </div>
      </div>

      <div id="phone-search" hidden={!searchOpen} className="border-t border-gray-200 px-3 py-2 md:hidden" onKeyDown={onSearchKeyDown}>
        {searchOpen && <SearchForm onSearch={closeSearch} autoFocus />}
      </div>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-gray-200 px-4 py-4 lg:hidden" onKeyDown={onMenuKeyDown}>
        <nav aria-label="Menu">
          <ul className="flex flex-col">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={menuLinkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {/* On a phone the header has no room for these two icons: here they are. */}
            <li className="sm:hidden">
              <WishlistLink asText className={menuLinkClass({ isActive: false })} onClick={closeMenu} />
            </li>
            <li>
              <NavLink to="/account" className={menuLinkClass} onClick={closeMenu}>
                Account
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
      <LazyCartDrawer preloadCheckout={preloadCheckout} />
    </header>
  );
}
