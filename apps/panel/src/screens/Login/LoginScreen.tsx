// Being built by panel engineer 1.
export default function LoginScreen() {
  return null;
}
