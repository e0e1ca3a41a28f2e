const fs=require('fs');const dir=process.argv[2];const f=fs.readdirSync(dir).filter(x=>x.endsWith('.cpuprofile')).map(x=>dir+'/'+x).sort((a,b)=>fs.statSync(b).mtimeMs-fs.statSync(a).mtimeMs)[0];
const p=JSON.parse(fs.readFileSync(f));const self=new Map();const byId=new Map(p.nodes.map(n=>[n.id,n]));
const dt=p.timeDeltas;const counts=new Map();p.samples.forEach((s,i)=>counts.set(s,(counts.get(s)||0)+(dt[i]||0)));
let total=0;for(const [id,t] of counts){const n=byId.get(id);const k=n.callFrame.functionName+' '+n.callFrame.url.split('/').slice(-2).join('/')+':'+n.callFrame.lineNumber;self.set(k,(self.get(k)||0)+t);total+=t;}
// inclusive
const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
const incl=new Map();for(const [id,t] of counts){let cur=id;const seen=new Set();while(cur!==undefined){const n=byId.get(cur);const k=n.callFrame.functionName+' '+n.callFrame.url.split('/').slice(-2).join('/')+':'+n.callFrame.lineNumber;if(!seen.has(k)){incl.set(k,(incl.get(k)||0)+t);seen.add(k);}cur=parent.get(cur);}}
console.log('SELF');[...self].sort((a,b)=>b[1]-a[1]).slice(0,30).forEach(([k,t])=>console.log((t/total*100).toFixed(1)+'%',k));
console.log('INCL');[...incl].sort((a,b)=>b[1]-a[1]).slice(0,45).forEach(([k,t])=>console.log((t/total*100).toFixed(1)+'%',k));
