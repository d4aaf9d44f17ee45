import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  answerLinkInvitation,
  changePassword,
  createFirstSuperAdmin,
  fetchSetupStatus,
  undoEmailChange,
  confirmEmailChange,
  confirmNameChange,
  deleteAccount,
  fetchNotifications,
  fetchUser,
  logIn,
  markNotificationRead,
  register,
  requestEmailChange,
  requestNameChange,
  requestPasswordReset,
  resetPassword,
  testLogin,
  updateLocale,
} from '../client/accounts'
import type { ApiClient } from '../client/api-client'
import type {
  ChangePasswordInput,
  ConfirmChangeInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  Langcode,
  LoginInput,
  RegisterInput,
  RequestEmailChangeInput,
  RequestNameChangeInput,
  ResetPasswordInput,
  TestLoginInput,
} from '../schemas/accounts'
import type { SetupInput } from '../schemas/setup'

/** Query keys and options for accounts: the only place these keys are written. */
export const accountQueries = {
  all: () => ['accounts'] as const,
  user: (client: ApiClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'user'] as const,
      queryFn: ({ signal }) => fetchUser(client, signal),
      staleTime: 60_000,
    }),
  notifications: (client: ApiClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'notifications'] as const,
      queryFn: () => fetchNotifications(client),
    }),
  /** The first-run state (`GET /setup`); it only changes when the first super admin is made. */
  setup: (client: ApiClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'setup'] as const,
      queryFn: ({ signal }) => fetchSetupStatus(client, signal),
      staleTime: 60_000,
    }),
}

/**
 * Mutation options for accounts: a key and the client call. Screens add what follows a success (log in,
 * invalidate, navigate) in their own `useMutation`.
 */
export const accountMutations = {
  all: () => ['accounts', 'mutation'] as const,
  logIn: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'logIn'] as const,
      mutationFn: (input: LoginInput) => logIn(client, input),
    }),
  register: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'register'] as const,
      mutationFn: (input: RegisterInput) => register(client, input),
    }),
  requestPasswordReset: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'requestPasswordReset'] as const,
      mutationFn: (input: ForgotPasswordInput) => requestPasswordReset(client, input),
    }),
  resetPassword: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'resetPassword'] as const,
      mutationFn: (input: ResetPasswordInput) => resetPassword(client, input),
    }),
  requestNameChange: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'requestNameChange'] as const,
      mutationFn: (input: RequestNameChangeInput) => requestNameChange(client, input),
    }),
  requestEmailChange: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'requestEmailChange'] as const,
      mutationFn: (input: RequestEmailChangeInput) => requestEmailChange(client, input),
    }),
  confirmNameChange: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'confirmNameChange'] as const,
      mutationFn: (input: ConfirmChangeInput) => confirmNameChange(client, input),
    }),
  confirmEmailChange: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'confirmEmailChange'] as const,
      mutationFn: (input: ConfirmChangeInput) => confirmEmailChange(client, input),
    }),
  undoEmailChange: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'undoEmailChange'] as const,
      mutationFn: (input: ConfirmChangeInput) => undoEmailChange(client, input),
    }),
  answerLinkInvitation: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'answerLinkInvitation'] as const,
      mutationFn: (input: { participantId: string; answer: 'accept' | 'decline' }) =>
        answerLinkInvitation(client, input),
    }),
  createFirstSuperAdmin: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'createFirstSuperAdmin'] as const,
      mutationFn: (input: SetupInput) => createFirstSuperAdmin(client, input),
    }),
  changePassword: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'changePassword'] as const,
      mutationFn: (input: ChangePasswordInput) => changePassword(client, input),
    }),
  updateLocale: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'updateLocale'] as const,
      mutationFn: (langcode: Langcode) => updateLocale(client, langcode),
    }),
  deleteAccount: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'deleteAccount'] as const,
      mutationFn: (input: DeleteAccountInput) => deleteAccount(client, input),
    }),
  markNotificationRead: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'markNotificationRead'] as const,
      mutationFn: (id: string) => markNotificationRead(client, id),
    }),
  testLogin: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'testLogin'] as const,
      mutationFn: (input: TestLoginInput) => testLogin(client, input),
    }),
}
