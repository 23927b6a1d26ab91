import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The workspace's packages from their TypeScript source (see the `@viking-games/source` export condition).
  viteFinal: async (viteConfig) => {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { conditions: ['@viking-games/source', ...defaultClientConditions] } });
  },
};

export default config;
