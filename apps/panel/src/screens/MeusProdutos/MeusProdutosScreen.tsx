// Being built by panel engineer 1.
export default function MeusProdutosScreen() {
  return null;
}
