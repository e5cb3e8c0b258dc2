// Being built by panel engineer 1.
export default function MeusDadosScreen() {
  return null;
}
