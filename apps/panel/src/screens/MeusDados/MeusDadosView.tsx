import { PROFILE_NAME_MAX_LENGTH } from '@agente/rules';
import {
  Button,
  Card,
  EditIcon,
  Form,
  FormActions,
  Grid,
  Heading,
  PasswordField,
  ProfileSummary,
  Stack,
  Text,
  TextField,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { MEUS_DADOS_COPY as COPY } from './meusDados.copy.ts';
import { PlanBillingSection } from './PlanBillingSection.tsx';
import type { PlanBilling } from './planBilling.ts';
import type { ProfileFormErrors, ProfileFormValues } from './profileForm.ts';

export interface MeusDadosViewProps {
  mode: 'view' | 'edit';
  /** The saved profile, as shown in view mode. */
  profile: { name: string; email: string; phone: string };
  form: ProfileFormValues;
  formErrors: ProfileFormErrors;
  onChange: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
  onEdit: () => void;
  /** Opens the edit form at the password change, its first field focused. */
  onChangePassword: () => void;
  /** The edit form was opened by "Alterar senha": the current password field takes the focus. */
  focusPassword: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  isSaving: boolean;
  /** The account's plan, dates, usage and checkout links. */
  billing: PlanBilling;
}

/** /panel/meus-dados: the profile, and its edit form with the optional password change. */
export function MeusDadosView(props: MeusDadosViewProps) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {props.mode === 'view' ? (
        <Card padding="lg">
          <ProfileSummary
            name={props.profile.name}
            emptyValue={COPY.fields.notInformed}
            details={[
              { label: COPY.fields.name, value: props.profile.name },
              { label: COPY.fields.email, value: props.profile.email },
              { label: COPY.fields.phone, value: props.profile.phone },
            ]}
            action={
              <>
                <Button icon={<EditIcon />} onPress={props.onEdit}>
                  {COPY.edit}
                </Button>
                <Button variant="secondary" onPress={props.onChangePassword}>
                  {COPY.password.title}
                </Button>
              </>
            }
          />
        </Card>
      ) : (
        <EditForm {...props} />
      )}
      <PlanBillingSection billing={props.billing} />
    </Stack>
  );
}

function EditForm({
  form,
  formErrors,
  onChange,
  isSaving,
  profile,
  onCancel,
  onSubmit,
  focusPassword,
}: MeusDadosViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form onSubmit={submit} aria-label={COPY.editTitle}>
      <Card as="section" padding="lg" aria-labelledby="dados-editar">
        <Heading level={2} id="dados-editar">
          {COPY.editTitle}
        </Heading>
        <Grid columns={2} gap="lg">
          <TextField
            label={COPY.fields.name}
            value={form.name}
            onChange={(value) => onChange('name', value)}
            maxLength={PROFILE_NAME_MAX_LENGTH}
            autoComplete="name"
            errorMessage={formErrors.name}
            isRequired
            isDisabled={isSaving}
          />
          <TextField
            label={COPY.fields.email}
            type="email"
            value={form.email}
            onChange={(value) => onChange('email', value)}
            autoComplete="email"
            errorMessage={formErrors.email}
            isRequired
            isDisabled={isSaving}
          />
        </Grid>
        <TextField
          label={COPY.fields.phone}
          value={profile.phone || COPY.fields.notInformed}
          description={COPY.fields.phoneHint}
          isDisabled
        />
      </Card>
      <Card as="section" padding="lg" aria-labelledby="dados-senha">
        <Stack gap="xs">
          <Heading level={2} id="dados-senha">
            {COPY.password.title}
          </Heading>
          <Text tone="muted" size="sm">
            {COPY.password.intro}
          </Text>
        </Stack>
        <PasswordField
          label={COPY.password.current}
          value={form.currentPassword}
          onChange={(value) => onChange('currentPassword', value)}
          autoComplete="current-password"
          // Opened through "Alterar senha": focus follows the button the user just pressed.
          autoFocus={focusPassword}
          errorMessage={formErrors.currentPassword}
          isDisabled={isSaving}
        />
        <Grid columns={2} gap="lg">
          <PasswordField
            label={COPY.password.new}
            value={form.newPassword}
            onChange={(value) => onChange('newPassword', value)}
            autoComplete="new-password"
            errorMessage={formErrors.newPassword}
            isDisabled={isSaving}
          />
          <PasswordField
            label={COPY.password.confirm}
            value={form.confirmPassword}
            onChange={(value) => onChange('confirmPassword', value)}
            autoComplete="new-password"
            errorMessage={formErrors.confirmPassword}
            isDisabled={isSaving}
          />
        </Grid>
      </Card>
      <FormActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          {COPY.cancel}
        </Button>
        <Button type="submit" isPending={isSaving} pendingLabel={COPY.saving}>
          {COPY.save}
        </Button>
      </FormActions>
    </Form>
  );
}
