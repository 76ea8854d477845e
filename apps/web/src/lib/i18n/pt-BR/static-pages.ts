import type { staticPages as en } from '../en/static-pages.ts';
import type { Catalogue } from './index.ts';

/** Páginas de ajuda e jurídicas (docs/architecture/web-app.md). As tags `<nome>` são links: mantenha os mesmos nomes. */
export const staticPages = {
  nav: 'Ajuda e informações legais',
  lastUpdated: 'Última atualização: {{date}}',
  titles: {
    'how-it-works': 'Como funciona',
    faq: 'Perguntas frequentes',
    shipping: 'Envio',
    'contact-us': 'Fale conosco',
    'referral-rules': 'Regras de indicação',
    'terms-of-service': 'Termos de Serviço',
    'privacy-policy': 'Política de Privacidade',
    'cookie-policy': 'Política de Cookies',
    'aml-policy': 'Política de PLD',
  },
  howItWorks: {
    intro:
      'A HapaBox é uma loja de caixas misteriosas. Cada caixa traz uma lista de produtos reais, cada um com chances publicadas. Você abre uma caixa, um sorteio comprovadamente justo escolhe um item e o prêmio é seu para guardar, receber em casa ou vender de volta por moedas.',
    topUpTitle: '1. Recarregue seu saldo',
    topUp:
      'Adicione moedas com cartão ou outro método de pagamento a partir de $20. Cada moeda vale um dólar americano. Seu saldo aparece no topo da página o tempo todo.',
    pickTitle: '2. Escolha uma caixa',
    pick: 'Navegue pelas caixas por categoria, busque pelo nome e filtre por preço. A página de cada caixa mostra cada item com seu valor, suas chances em porcentagem e a faixa exata de bilhetes que ele ocupa, além do valor esperado da caixa e do retorno ao jogador (RTP).',
    openTitle: '3. Abra',
    open: 'Escolha 1X, 3X ou 5X. O servidor decide cada resultado no momento em que você aperta o botão, usando o seu par de seeds, e só então a roleta gira para mostrá-lo. Nada do que aparece na tela muda o resultado.',
    keepTitle: '4. Guarde, venda ou receba',
    keep: 'Os prêmios vão para <cart>Meus prêmios</cart>. Venda qualquer prêmio na hora por moedas, ou guarde e peça o envio com rastreamento completo.',
    verifyTitle: '5. Confira',
    verify:
      'Troque seu par de seeds quando quiser para revelar a seed do servidor das suas aberturas anteriores e confira cada bilhete na página <fair>Provably Fair</fair>, direto no seu navegador.',
    responsibleTitle: 'Jogue com responsabilidade',
    responsible:
      'A HapaBox é para maiores de 18 anos. Abrir caixas custa dinheiro e, em média, a maioria das aberturas devolve menos que o preço da caixa; o RTP de cada caixa mostra quanto. Defina um limite de gastos e pare quando chegar nele.',
  },
  faq: {
    realQ: 'Os prêmios são reais?',
    realA: 'Sim. Cada item é um produto real de um fornecedor autorizado. Você pode vendê-lo de volta por moedas ou recebê-lo em casa.',
    decidedQ: 'Como os resultados são decididos?',
    decidedA:
      'Cada abertura sorteia um bilhete de 1 a 1.000.000 com HMAC-SHA256 da nossa seed do servidor já comprometida, da sua seed do cliente e de um nonce. O item cuja faixa de bilhetes contém o bilhete é seu. Veja <fair>Provably Fair</fair>.',
    changeQ: 'A HapaBox pode mudar um resultado depois que eu abro uma caixa?',
    changeA:
      'Não. Mostramos o hash SHA-256 da seed do servidor antes de você jogar. Quando a seed é revelada, você pode conferir se ela bate e recalcular cada bilhete por conta própria.',
    evQ: 'O que significam EV e RTP?',
    evA: 'O valor esperado (EV) é o valor médio de uma abertura, calculado a partir do preço de cada item e das suas chances. O retorno ao jogador (RTP) é o EV dividido pelo preço da caixa. Os dois aparecem na página de cada caixa.',
    topUpQ: 'Como faço uma recarga?',
    topUpA:
      'Toque em Recarregar no topo da página, escolha um método de pagamento e um valor (mínimo de $20), aceite os termos e conclua o pagamento. Seu saldo é atualizado assim que o pagamento é confirmado.',
    sellQ: 'Como funciona a venda de um prêmio?',
    sellA:
      'Abra <cart>Meus prêmios</cart>, selecione um ou mais itens e toque em "Vender por". O valor entra no seu saldo na hora. Um prêmio vendido não pode ser enviado.',
    shippingQ: 'Quanto tempo demora o envio?',
    shippingA:
      'A maioria dos pedidos é despachada em até 3 dias úteis e chega em 5 a 15 dias úteis, conforme o seu país. Veja <shipping>Envio</shipping>.',
    freeQ: 'Existe caixa grátis?',
    freeA: 'Sim. Todo jogador pode abrir a <free>caixa grátis</free>; um cronômetro mostra quando a próxima fica pronta.',
    chargedQ: 'Fui cobrado, mas meu saldo não mudou.',
    chargedA:
      'Os pagamentos costumam ser confirmados em segundos. Se demorar mais de 10 minutos, <contact>fale conosco</contact> informando o número do pedido.',
    whoQ: 'Quem pode jogar?',
    whoA: 'Maiores de 18 anos (ou da maioridade no seu país) em países onde a HapaBox está disponível.',
  },
  shipping: {
    intro:
      'Todo prêmio que você guarda pode ser enviado até você com rastreamento completo. O envio é feito pelos nossos parceiros logísticos a partir de depósitos na UE, nos EUA e na Ásia.',
    requestTitle: 'Como pedir o envio',
    request1: 'Abra <cart>Meus prêmios</cart>, escolha os itens que quer receber e peça o envio.',
    request2: 'Adicione um endereço de entrega com rua, cidade, estado, CEP e país. Os cinco campos são obrigatórios.',
    request3: 'Itens vendidos por moedas não podem ser enviados, e itens enviados não podem ser vendidos.',
    timesTitle: 'Prazos de entrega',
    times1: 'Processamento: normalmente em até 3 dias úteis.',
    times2: 'Entrega: de 5 a 15 dias úteis, conforme o destino e a transportadora.',
    times3: 'Itens de alto valor podem exigir verificação de identidade antes do envio.',
    trackingTitle: 'Rastreamento',
    tracking:
      'Assim que o pacote sai do depósito, você recebe um código de rastreio. O pedido passa por processamento, embalado, enviado, em trânsito e entregue.',
    customsTitle: 'Alfândega e impostos',
    customs: 'Impostos e taxas de importação cobrados pelo seu país ficam por sua conta, salvo indicação em contrário no pedido.',
    damagedTitle: 'Pacotes danificados ou extraviados',
    damaged:
      'Se um pacote chegar danificado ou não chegar, <contact>fale conosco</contact> em até 14 dias da data prevista de entrega, com o número do pedido e fotos. Vamos substituir o item ou devolver o valor em moedas.',
  },
  contact: {
    intro: 'Estamos aqui todos os dias. Informe o e-mail da sua conta e, para pagamentos, o número do pedido, assim ajudamos mais rápido.',
    channels: {
      support: { title: 'Suporte', text: 'Pedidos, pagamentos e dúvidas sobre a conta. Respondemos em até 24 horas.' },
      shipping: { title: 'Envio', text: 'Rastreamento, pacotes danificados, mudança de endereço.' },
      fairness: { title: 'Justiça', text: 'Dúvidas sobre seeds, bilhetes e verificação.' },
      partners: { title: 'Parcerias', text: 'Criadores de conteúdo, marcas e afiliados.' },
    },
    beforeTitle: 'Antes de escrever',
    before:
      'Muitas respostas já estão nas <faq>Perguntas frequentes</faq>. Para conferir um resultado, a página <fair>Provably Fair</fair> permite verificar qualquer abertura por conta própria.',
    responsibleTitle: 'Jogo responsável',
    responsible:
      'Se quiser limitar ou encerrar sua conta, escreva para o suporte com o assunto "Autoexclusão" e atenderemos em até 24 horas.',
  },
  terms: {
    intro: 'Estes termos regem o seu uso da HapaBox ("nós"). Ao criar uma conta ou usar o site, você concorda com eles.',
    eligibilityTitle: '1. Quem pode usar',
    eligibility:
      'Você precisa ter pelo menos 18 anos, ou a maioridade do seu país se for maior, e a HapaBox precisa ser permitida no seu país. Uma conta por pessoa.',
    accountTitle: '2. Sua conta',
    account:
      'Mantenha seus dados de login em segurança. Você é responsável pelo que acontece na sua conta. Podemos suspender contas que descumpram estes termos, sejam usadas para fraude ou lavagem de dinheiro, ou que a lei exija encerrar.',
    coinsTitle: '3. Moedas',
    coins:
      'As moedas são compradas com uma recarga (mínimo de $20) e valem um dólar americano cada para uso na HapaBox. Moedas não são depósito bancário, não rendem juros e não podem ser trocadas de volta por dinheiro, exceto quando a lei exigir.',
    boxesTitle: '4. Caixas misteriosas',
    boxes1:
      'A página de cada caixa mostra todos os itens, seus valores e suas chances. Os resultados são decididos pelo método comprovadamente justo descrito na página <fair>Provably Fair</fair> e são definitivos.',
    boxes2: 'O preço da caixa é cobrado quando você a abre. Uma abertura não pode ser cancelada.',
    boxes3: 'Os valores dos itens são nossos preços de referência e podem diferir dos preços de varejo no seu país.',
    prizesTitle: '5. Prêmios',
    prizes:
      'Os prêmios ficam guardados na sua conta. Você pode vender um prêmio de volta pelo valor indicado em moedas ou pedir o envio (veja <shipping>Envio</shipping>). Depois de vendido, um prêmio não pode ser enviado.',
    paymentsTitle: '6. Pagamentos e reembolsos',
    payments:
      'As recargas são processadas por provedores de pagamento terceiros. Recargas usadas para abrir caixas não são reembolsáveis. Estornos de recargas concluídas levam à suspensão da conta.',
    responsibleTitle: '7. Jogo responsável',
    responsible:
      'Abrir caixas envolve sorte e o retorno médio é menor que o preço pago. Jogue apenas com dinheiro que você pode perder. Você pode pedir para limitarmos ou encerrarmos sua conta a qualquer momento.',
    liabilityTitle: '8. Responsabilidade',
    liability:
      'Oferecemos a HapaBox "como está". Na medida permitida pela lei, não respondemos por perdas indiretas nem por perdas causadas por eventos fora do nosso controle.',
    changesTitle: '9. Alterações',
    changes:
      'Podemos atualizar estes termos. A nova versão vale a partir da data desta página; avisaremos você sobre mudanças importantes.',
    contactTitle: '10. Contato',
    contact: 'Dúvidas sobre estes termos: <contact>fale conosco</contact>.',
  },
  privacy: {
    intro: 'Esta política explica quais dados pessoais a HapaBox coleta, por quê, e quais escolhas você tem.',
    collectTitle: 'O que coletamos',
    collectAccount: 'Dados da conta: endereço de e-mail, apelido e senha (guardada apenas como um hash seguro).',
    collectPlay: 'Dados de jogo: aberturas, seeds, prêmios, movimentações de saldo e pedidos.',
    collectPayment:
      'Dados de pagamento: números de pedido, valores e, para cartões, os quatro últimos dígitos e a bandeira. O número completo do cartão é tratado pelos nossos provedores de pagamento, nunca por nós.',
    collectShipping: 'Dados de envio: o endereço que você informa para as entregas.',
    collectTechnical:
      'Dados técnicos: aparelho, navegador, endereço IP e identificadores de sessão, usados para segurança e prevenção de fraudes.',
    whyTitle: 'Por que usamos',
    whyRun: 'Para manter sua conta, processar pagamentos, entregar prêmios e dar suporte.',
    whyLegal:
      'Para cumprir obrigações legais, incluindo verificações de prevenção à lavagem de dinheiro (veja a <aml>Política de PLD</aml>).',
    whySecure: 'Para manter o serviço seguro e evitar fraudes e abusos.',
    sharingTitle: 'Compartilhamento',
    sharing:
      'Compartilhamos dados apenas com provedores de pagamento, parceiros de envio e prestadores de serviço que os tratam para nós sob contrato, e com autoridades quando a lei exige. Não vendemos dados pessoais.',
    retentionTitle: 'Guarda dos dados',
    retention:
      'Guardamos os registros da conta e das transações enquanto sua conta estiver aberta e, depois disso, pelo prazo exigido por lei.',
    rightsTitle: 'Seus direitos',
    rights:
      'Você pode pedir uma cópia dos seus dados, a correção ou a exclusão deles, e se opor a certos usos. Escreva para nós em <contact>Fale conosco</contact>.',
    cookiesTitle: 'Cookies',
    cookies: 'Veja a nossa <cookies>Política de Cookies</cookies>.',
  },
  cookies: {
    intro: 'A HapaBox usa cookies e o armazenamento local do seu navegador para manter você conectado e lembrar suas preferências.',
    storeTitle: 'O que guardamos',
    essential: '<b>Essenciais:</b> sua sessão, para você continuar conectado, e tokens de segurança. O site não funciona sem eles.',
    preferences:
      '<b>Preferências:</b> escolhas como abertura rápida, seu idioma e quais guias você já viu. Guias e abertura rápida são apagados quando você sai da conta.',
    payments:
      '<b>Pagamentos:</b> o número do seu último pedido de recarga, para mostrarmos o resultado quando você volta da página de pagamento.',
    thirdTitle: 'Terceiros',
    third:
      'Os provedores de pagamento podem definir seus próprios cookies nas páginas deles durante o pagamento; lá valem as políticas deles.',
    choicesTitle: 'Suas escolhas',
    choices:
      'Você pode apagar os cookies e o armazenamento local nas configurações do navegador quando quiser. Apagar o armazenamento essencial desconecta você da conta.',
  },
  aml: {
    intro:
      'A HapaBox tem o compromisso de prevenir a lavagem de dinheiro e o financiamento do terrorismo. Esta política resume os controles que aplicamos.',
    kycTitle: 'Conheça seu cliente',
    kyc: 'Podemos pedir que você comprove sua identidade, seu endereço e a origem dos recursos, principalmente antes de recargas altas, saques de comissões de indicação ou do envio de prêmios de alto valor.',
    monitoringTitle: 'Monitoramento',
    monitoring1:
      'Cada movimentação de saldo é registrada em um livro-razão de partidas dobradas e pode ser rastreada até uma recarga, uma abertura, uma venda ou um pagamento.',
    monitoring2: 'Monitoramos padrões incomuns, como recargas e vendas rápidas sem jogar, várias contas ou pagamentos de terceiros.',
    monitoring3: 'Os pagamentos precisam vir de uma conta ou de um cartão em seu próprio nome.',
    actionsTitle: 'Medidas',
    actions:
      'Podemos atrasar, recusar ou reverter transações, suspender contas e comunicar atividades suspeitas às autoridades competentes, conforme exige a lei. Não avisamos o cliente quando uma comunicação é feita.',
    recordsTitle: 'Guarda de registros',
    records: 'Os registros de identificação e de transações são guardados por pelo menos cinco anos após o encerramento da conta.',
  },
  referral: {
    intro: 'Convide amigos para a HapaBox com o seu link ou código de indicação pessoal e ganhe comissão sobre as recargas deles.',
    commissionTitle: 'Comissão',
    rate: 'Você ganha <b>{{rate}}% de cada recarga</b> que um amigo indicado faz (as moedas que ele pagou; bônus não contam), arredondado para baixo no centavo.',
    period:
      'A comissão vale para recargas feitas em até <b>{{days}} dias</b> a partir do momento em que o amigo entrou pelo seu link ou informou o seu código.',
    credited:
      'Ela entra no seu saldo de comissão separado, mostrado na página Ganhe Dinheiro, assim que a recarga é confirmada. Só um nível: você ganha sobre os amigos que convidou, não sobre os amigos que eles convidarem.',
    once: 'Um amigo fica ligado a um único indicador, uma vez, seja ao criar a conta por um link, seja ao informar um código depois. Ninguém pode usar o próprio código.',
    usingTitle: 'Como usar sua comissão',
    move: 'Transfira qualquer parte dela para o seu saldo de moedas quando quiser. A comissão transferida vira moedas para jogar e não pode mais ser sacada em cripto.',
    withdraw:
      'Saque em cripto a partir de <b>{{min}}</b>. Depois da taxa da rede, o valor pago precisa ser maior que {{minCoin}} da moeda. Redes:',
    network: '{{coin}} — taxa da rede {{fee}}',
    review:
      'O valor fica reservado quando você pede o saque. Nossa equipe financeira analisa o pedido, normalmente em até 24 horas, e paga no seu endereço; o hash da transação aparece então no seu histórico de saques. Um saque recusado devolve o valor integral ao seu saldo de comissão.',
    address: 'Confira o endereço e a rede: um pagamento enviado ao endereço que você informou não pode ser revertido.',
    promoTitle: 'Códigos promocionais',
    promo:
      'Os códigos promocionais (de distribuição) dão moedas ou uma caixa. Cada código pode ser resgatado uma vez por jogador, só entre o início e o fim, e enquanto ainda tiver usos.',
    attempts: 'Você pode tentar {{count}} códigos a cada {{hours}} hora; depois disso, aguarde (“Muitas tentativas”).',
    fairTitle: 'Jogo limpo',
    flagged:
      'Uma indicação é <b>marcada para análise</b> quando a nova conta é criada no mesmo aparelho, ou no mesmo endereço público de internet, que o indicador usou para criar a conta ou abrir a página Ganhe Dinheiro. Uma indicação marcada não gera comissão enquanto estiver em análise.',
    fake: 'Contas falsas, autoindicações e spam com incentivo levam à perda das comissões e ao encerramento da conta.',
    changes:
      'A HapaBox pode mudar estas regras com aviso nesta página; a comissão já creditada nunca é retirada por causa de uma mudança de regras.',
  },
} satisfies Catalogue<typeof en>;
