import type { free as en } from '../en/free.ts';
import type { Catalogue } from './index.ts';

/** /free e o guia da caixa grátis. */
export const free = {
  title: 'Caixa grátis',
  subtitle: 'Uma caixa misteriosa por nossa conta. Prêmios reais, o mesmo sorteio comprovadamente justo de todas as outras caixas.',
  open: 'Abrir caixa grátis',
  signUpToOpen: 'Cadastre-se para abrir grátis',
  nextIn: 'Próxima caixa grátis em',
  guideTitle: 'Sua caixa grátis está esperando',
  guideText: 'Abra uma caixa misteriosa da HapaBox sem gastar nenhuma moeda.',
  steps: {
    signup: 'Crie sua conta em segundos',
    open: 'Abra a caixa grátis e veja a roleta girar',
    keep: 'Fique com seu prêmio ou venda por moedas',
  },
  howTitle: 'Como funciona a caixa grátis',
  how: [
    'Todo jogador pode abrir a caixa grátis. Quando ela está em espera, um cronômetro mostra quando a próxima fica pronta.',
    'O resultado é sorteado com o seu próprio par de seeds, exatamente como numa caixa paga, então você pode verificá-lo na página Justiça Verificável.',
    'Os prêmios vão para Meus prêmios, onde você pode ficar com eles ou vendê-los de volta por moedas.',
  ],
  guide: 'Como funciona',
} satisfies Catalogue<typeof en>;
