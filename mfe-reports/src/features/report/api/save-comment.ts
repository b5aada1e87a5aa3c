// PATCH users/user/{id}/comments {comments}: the report's comment on a student (spec 002 section 2 "Modals";
// the body is the contract's studentCommentBody).
import { useMutation } from '@abacus/shared/query';
import { api } from '@abacus/shared';

export const useSaveComment = (id: number) =>
  useMutation({ mutationFn: (comments: string) => api.patch(`users/user/${id}/comments`, { comments }) });
