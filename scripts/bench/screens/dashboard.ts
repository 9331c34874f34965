// Painel (/admin/dashboard): the welcome banner, cold and warm, and what the screen reads. The agenda
// (Dia, Semana, Mês) adds its own figures here when it lands.
import { paths } from '../../../src/admin/paths.ts';
import { coldAndWarm, type ScreenBench } from '../harness.ts';

export const dashboardBench: ScreenBench = {
  screen: 'Painel',
  marks: { welcome: { selector: 'h1', text: 'Bem-vindo' } },
  async run(bench) {
    const page = await bench.coldPage();
    try {
      return await coldAndWarm(page, paths.dashboard, 'welcome', 'boas-vindas na tela');
    } finally {
      await page.close();
    }
  },
};
