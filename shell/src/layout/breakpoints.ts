/**
 * From this width the top bar shows the Shop menu and the page links on one line, in English and in Greek;
 * below it they live in the Menu panel (the media queries of TopBar.module.css and MobileMenu.module.css say
 * the same).
 */
export const FULL_TOP_BAR_MIN_PX = 1280;
