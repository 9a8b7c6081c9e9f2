/** Contract versions the shell was built against (`@shop/build-config` defines it at build time). */
declare const __SHOP_CONTRACTS__: Record<'contracts' | 'platform' | 'ui', string>;
