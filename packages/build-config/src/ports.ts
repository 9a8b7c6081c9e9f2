/** Dev-server ports. The BFF listens on 3000 and proxies nothing; the shell's dev server proxies /api to it. */
export const DEV_PORTS = {
  bff: 3000,
  shell: 3010,
  catalog: 3001,
  basket: 3002,
  custom: 3003,
  account: 3004,
  office: 3005,
} as const;
