import { ConsoleField } from './console-field';

/** Whom an invitation goes to: the e-mail the link is sent to and the name the team knows them by. */
export function InviteeFields(props: {
  email: string;
  name: string;
  onEmailChange: (email: string) => void;
  onNameChange: (name: string) => void;
  errors: { email?: string | undefined; name?: string | undefined };
}) {
  return (
    <>
      <ConsoleField
        name="email"
        label="E-mail"
        type="email"
        required
        value={props.email}
        onChange={props.onEmailChange}
        error={props.errors.email}
      />
      <ConsoleField
        name="name"
        label="Name"
        required
        value={props.name}
        onChange={props.onNameChange}
        error={props.errors.name}
      />
    </>
  );
}
