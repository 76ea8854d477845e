import type { auth as en } from '../en/auth.ts';
import type { Catalogue } from './index.ts';

/** Cadastro e login (os textos de validação vêm de @hapa/domain, docs/product/validation.md#accounts). */
export const auth = {
  signUp: 'Cadastrar',
  logIn: 'Entrar',
  signIn: 'Entrar',
  logOut: 'Sair',
  signUpTitle: 'Crie sua conta',
  signUpSubtitle: 'Cadastre-se em segundos e pegue sua caixa grátis.',
  logInTitle: 'Bem-vindo de volta',
  logInSubtitle: 'Entre para abrir caixas e gerenciar seus prêmios.',
  email: 'E-mail',
  emailPlaceholder: 'voce@exemplo.com',
  password: 'Senha',
  passwordHint: 'Pelo menos 8 caracteres e 1 número',
  passwordPlaceholder: 'Sua senha',
  show: 'Mostrar',
  hide: 'Ocultar',
  signUpCta: 'Criar conta',
  logInCta: 'Entrar',
  agreePrefix: 'Ao se cadastrar, você concorda com nossos',
  ageConfirm: 'Confirmo que tenho 18 anos ou mais',
  haveAccount: 'Já tem uma conta?',
  noAccount: 'Novo na HapaBox?',
  welcomeNew: 'Bem-vindo à HapaBox! Sua caixa grátis está esperando.',
  welcomeBack: 'Bem-vindo de volta, {{name}}!',
  loggedOut: 'Você saiu da sua conta.',
} satisfies Catalogue<typeof en>;
